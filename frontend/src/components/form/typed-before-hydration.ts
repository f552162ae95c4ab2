/**
 * What the visitor typed or chose in a server-rendered form before its island hydrated. The island's first render
 * on the client reads it from the fields still in the document (ids `${idPrefix}-${field}`; a radio group's id is
 * its fieldset's), so hydration keeps it instead of setting every controlled field back to its default. Nothing on
 * the server, nor where nothing changed.
 */
export function typedBeforeHydration<T extends object>(idPrefix: string, defaults: T): Partial<T> {
  if (typeof document === 'undefined') return {};
  const typed: Record<string, unknown> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = fieldValue(document.getElementById(`${idPrefix}-${name}`), fallback);
    if (value !== undefined && value !== fallback) typed[name] = value;
  }
  return typed as Partial<T>;
}

/** A field's current value: a checkbox's tick, a radio group's choice, else the text; undefined for none or empty. */
function fieldValue(field: HTMLElement | null, fallback: unknown): string | boolean | undefined {
  if (field instanceof HTMLInputElement && typeof fallback === 'boolean') return field.checked;
  if (field instanceof HTMLFieldSetElement) return field.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    return field.value === '' ? undefined : field.value;
  return undefined;
}
