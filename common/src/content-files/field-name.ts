/**
 * The field a problem is about, as a dotted path; an item of a list that has an `id` is named with it too:
 * "sections.2 (#scop-and-seer).paragraphs". "(file)" for the file as a whole.
 */
export function fieldName(data: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(file)';
  let here = data;
  return path
    .map((part) => {
      const inList = Array.isArray(here) && typeof part === 'number';
      here = typeof here === 'object' && here !== null ? (here as Record<PropertyKey, unknown>)[part] : undefined;
      const id = inList && typeof here === 'object' && here !== null && 'id' in here ? here.id : undefined;
      return typeof id === 'string' ? `${String(part)} (#${id})` : String(part);
    })
    .join('.');
}
