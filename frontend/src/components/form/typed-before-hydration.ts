import type { LeadKind } from '@costa-sol/common';

type FieldValue = string | boolean;

/**
 * What the visitor typed or chose in the server-rendered form before its island hydrated. The island's first render
 * on the client reads it from the fields still in the document (ids `${kind}-${field}`), so hydration keeps it
 * instead of setting every controlled field back to its default. Nothing on the server, nor where nothing changed.
 */
export function typedBeforeHydration(kind: LeadKind, defaults: Record<string, unknown>): Record<string, FieldValue> {
  if (typeof document === 'undefined') return {};
  const typed: Record<string, FieldValue> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const field = document.getElementById(`${kind}-${name}`);
    if (field instanceof HTMLInputElement && typeof fallback === 'boolean') {
      if (field.checked !== fallback) typed[name] = field.checked;
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
      if (field.value !== '' && field.value !== fallback) typed[name] = field.value;
    }
  }
  return typed;
}
