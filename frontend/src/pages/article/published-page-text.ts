import { PAGE_REGISTRY, pageEntry, type PublishedArticleText, type RouteKey } from '@costa-sol/common';
import { useLanguage } from '../../i18n/i18n-context';
import { useSiteData } from '../../lib/site-data';

type Section = PublishedArticleText['sections'][number];

/**
 * The published text, in the page's language, of a page that lays out its Markdown itself (the home page, a tool):
 * the registry page's Markdown, read on the server like an article (one read, shared by the page's components).
 */
export function usePublishedPageText(key: RouteKey): PublishedArticleText {
  const language = useLanguage();
  const name = pageEntry(PAGE_REGISTRY, key).content;
  const published = useSiteData(`article:${name}`, (data) => data.article(name));
  if (!published) throw new Error(`The page "${name}" is not stored (the backend seeds it from content/pages on start)`);
  return published[language];
}

/** A section the page's component places by its anchor (the page registry's `ownComponent.anchors`, kept by every save). */
export function placedSection(text: PublishedArticleText, anchor: string): Section {
  const section = text.sections.find(({ id }) => id === anchor);
  if (!section) throw new Error(`The published page has no section #${anchor}`);
  return section;
}

/** A section's paragraphs as the one text a layout shows under its heading. */
export const sectionIntro = (section: Section): string => section.paragraphs.join(' ');
