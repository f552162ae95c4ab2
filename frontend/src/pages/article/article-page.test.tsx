// @vitest-environment node
import { type Language, routePath } from '@costa-sol/common';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadArticle } from '../../../vite-plugins/articles/load-article.ts';
import { LanguageProvider } from '../../i18n/i18n-context';
import { ArticlePage } from './article-page';

const CONTENT = join(import.meta.dirname, '..', '..', '..', '..', 'content');

function render(name: string, language: Language): string {
  const paths = { en: '/x', es: '/es/x' };
  return renderToString(
    <LanguageProvider language={language}>
      <MemoryRouter>
        <ArticlePage article={loadArticle(CONTENT, name)} paths={paths} />
      </MemoryRouter>
    </LanguageProvider>,
  );
}

/** The `#…` links of the contents list, or undefined when the page has none. */
function contentsLinks(html: string): string[] | undefined {
  const nav = /<nav[^>]*aria-labelledby="toc-heading"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  return nav === undefined ? undefined : [...nav.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
}

describe('an article page on the server', () => {
  it.each(['en', 'es'] as const)(
    'opens a long service page with key facts, contents to its h2 ids and the quote block (%s)',
    (language) => {
      const html = render('air-conditioning', language);
      const links = contentsLinks(html);
      expect(links?.length).toBeGreaterThanOrEqual(6);
      for (const id of links ?? []) expect(html).toMatch(new RegExp(`<h2[^>]* id="${id}"`));
      expect(html).toContain(language === 'en' ? '>On this page<' : '>En esta página<');
      expect(html).toMatch(/<dl[^>]*>.*<dt>/);
      expect(html).toContain(language === 'en' ? '>Key facts<' : '>Datos clave<');
      expect(html).toMatch(/<aside[^>]*aria-labelledby="quote-aside-heading"/);
      expect(html).toContain(`href="${routePath('home', language)}#quote"`);
      expect(html).toContain(`href="${routePath('contact', language)}"`);
    },
  );

  it('has no contents list on a short page, and no quote block on a legal page', () => {
    expect(contentsLinks(render('brands/lennox', 'en'))).toBeUndefined();
    const legal = render('legal-notice', 'es');
    expect(contentsLinks(legal)).toBeUndefined();
    expect(legal).not.toContain('quote-aside-heading');
    expect(contentsLinks(render('privacy-policy', 'es'))?.length).toBeGreaterThan(3);
  });
});
