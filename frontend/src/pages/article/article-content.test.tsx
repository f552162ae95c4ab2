// @vitest-environment node
import { routePath } from '@costa-sol/common';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { articleContent } from '../../../vite-plugins/articles/article-plugin.ts';
import { LanguageProvider } from '../../i18n/i18n-context';
import { ArticlePage } from './article-page';
import type { Article } from './article-types';

const FRONTEND = join(import.meta.dirname, '..', '..', '..');
const SENTENCE = 'Funciona como una nevera al revés.';
const EDITED = 'Funciona igual que una nevera, pero al revés.';
let copy: string | undefined;

/** The page module `virtual:article/{name}` as Vite serves it, with CONTENT_DIR pointing at `contentRoot`. */
async function articleModule(contentRoot: string, name: string): Promise<Article> {
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = contentRoot;
  const server = await createServer({
    root: FRONTEND,
    configFile: false,
    plugins: [articleContent()],
    server: { middlewareMode: true, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  try {
    const module = await server.ssrLoadModule(`virtual:article/${name}`);
    return module.default;
  } finally {
    await server.close();
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
}

afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = undefined;
});

describe('an article page from its content files', () => {
  it('shows a sentence changed in the Spanish Markdown file of a copy of content/ (CONTENT_DIR)', async () => {
    copy = mkdtempSync(join(tmpdir(), 'content-copy-'));
    const root = join(copy, 'content');
    cpSync(join(FRONTEND, '..', 'content', 'pages'), join(root, 'pages'), { recursive: true });
    const file = join(root, 'pages', 'heat-pumps.es.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(SENTENCE, EDITED));

    const article = await articleModule(root, 'heat-pumps');
    const html = renderToString(
      <LanguageProvider language="es">
        <MemoryRouter>
          <ArticlePage article={article} paths={{ en: routePath('heatPumps', 'en'), es: routePath('heatPumps', 'es') }} />
        </MemoryRouter>
      </LanguageProvider>,
    );
    expect(html).toContain(EDITED);
    expect(html).not.toContain(SENTENCE);
    expect(html).toContain('Ayudas de hasta 7.500\u00a0€');
    expect(html).toContain(`href="${routePath('qa', 'es')}"`);
  });

  it('fails to load, naming the file, field and rule, when the copy breaks a rule', async () => {
    copy = mkdtempSync(join(tmpdir(), 'content-copy-'));
    const root = join(copy, 'content');
    cpSync(join(FRONTEND, '..', 'content', 'pages'), join(root, 'pages'), { recursive: true });
    const file = join(root, 'pages', 'heat-pumps.es.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('{{claims.warrantyUpToYears}}', '{{claims.warrantyYears}}'));

    await expect(articleModule(root, 'heat-pumps')).rejects.toThrow(
      'content/pages/heat-pumps.es.md: faqs.2.answer: Unknown reference {{claims.warrantyYears}}',
    );
  });
});
