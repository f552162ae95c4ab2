import type { PageFile } from './article-schema';

/** A difference between the Spanish and the English file, at a field of the Spanish one. */
interface ShapeIssue {
  path: (string | number)[];
  message: string;
}

const count = (here: number, english: number, what: string): string => `${here} ${what} here, ${english} in the English file`;

function sectionDifferences(en: PageFile['sections'], es: PageFile['sections']): ShapeIssue[] {
  if (en.length !== es.length) {
    const missing = en.filter(({ id }) => !es.some((section) => section.id === id)).map(({ id }) => `#${id}`);
    const extra = es.filter(({ id }) => !en.some((section) => section.id === id)).map(({ id }) => `#${id}`);
    const which = [missing.length > 0 && `missing ${missing.join(', ')}`, extra.length > 0 && `not in English ${extra.join(', ')}`];
    const detail = which.filter(Boolean).join('; ');
    return [{ path: ['sections'], message: `${count(es.length, en.length, 'sections')}${detail ? ` (${detail})` : ''}` }];
  }
  return es.flatMap((section, index): ShapeIssue[] => {
    const english = en[index];
    if (section.id !== english.id)
      return [
        { path: ['sections', index, 'id'], message: `#${section.id} here, #${english.id} in the English file (same anchors, same order)` },
      ];
    const issues: ShapeIssue[] = [];
    for (const list of ['paragraphs', 'bullets', 'links'] as const) {
      const here = section[list]?.length ?? 0;
      const there = english[list]?.length ?? 0;
      if (here !== there) issues.push({ path: ['sections', index, list], message: count(here, there, list) });
    }
    section.links?.forEach((link, position) => {
      const target = english.links?.[position]?.to;
      if (target !== undefined && link.to !== target)
        issues.push({
          path: ['sections', index, 'links', position, 'to'],
          message: `links to ${link.to} here, to ${target} in the English file`,
        });
    });
    return issues;
  });
}

/**
 * The English/Spanish shape check: the Spanish file has as many intro paragraphs, key facts, sections (with the same
 * anchors, in the same order), paragraphs, bullets, links (to the same pages) and questions as the English one.
 */
export function shapeDifferences(en: PageFile, es: PageFile): ShapeIssue[] {
  const issues: ShapeIssue[] = [];
  if (es.intro.length !== en.intro.length) issues.push({ path: ['intro'], message: count(es.intro.length, en.intro.length, 'paragraphs') });
  const [factsHere, factsThere] = [es.keyFacts?.length ?? 0, en.keyFacts?.length ?? 0];
  if (factsHere !== factsThere) issues.push({ path: ['keyFacts'], message: count(factsHere, factsThere, 'key facts') });
  issues.push(...sectionDifferences(en.sections, es.sections));
  const [faqsHere, faqsThere] = [es.faqs?.length ?? 0, en.faqs?.length ?? 0];
  if (faqsHere !== faqsThere) issues.push({ path: ['faqs'], message: count(faqsHere, faqsThere, 'questions') });
  return issues;
}
