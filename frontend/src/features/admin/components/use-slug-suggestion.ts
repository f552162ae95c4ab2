import { useState } from 'react';
import { suggestSlug } from '../utils/suggest-slug';

/**
 * Fills the slug from a source field (a name, a question) as the person types it, until they type a slug of their
 * own; emptying the slug brings the suggestion back. Off when editing: a slug in use is part of public addresses.
 */
export function useSlugSuggestion(enabled: boolean, apply: (slug: string) => void) {
  const [ownSlug, setOwnSlug] = useState(false);
  return {
    onSourceChange: (text: string) => {
      if (enabled && !ownSlug) apply(suggestSlug(text));
    },
    onSlugChange: (slug: string) => setOwnSlug(slug.trim() !== ''),
  };
}
