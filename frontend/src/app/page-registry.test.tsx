// @vitest-environment node
import {
  APP_CONTENT,
  checkPageRegistry,
  LANGUAGES,
  PAGE_REGISTRY,
  type PageEntry,
  type PageRegistry,
  PageRegistryError,
  pagesInGroup,
  pagesListedIn,
} from '@costa-sol/common';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadArticle, pageFiles } from '../../vite-plugins/articles/load-article.ts';
import { LanguageProvider } from '../i18n/i18n-context';
import { ArticlePage } from '../pages/article/article-page';
import { routeTable } from './route-table';

const CONTENT = join(import.meta.dirname, '..', '..', '..', 'content');
const copies: string[] = [];

/** A new service page, between the footer's last service and its "All services" link. */
const VENTILATION = {
  key: 'heatRecoveryVentilation',
  en: '/services/heat-recovery-ventilation',
  es: '/es/servicios/ventilacion-recuperacion-calor',
  kind: 'service',
  group: 'services',
  order: 10,
  content: 'heat-recovery-ventilation',
  updated: '2026-11-20',
  listed: { footerServices: 7.5, servicesOverview: 9 },
} as const satisfies PageEntry;

const HEADINGS = { en: 'Heat recovery ventilation on the Costa del Sol', es: 'Ventilación con recuperación de calor en la Costa del Sol' };

const withPages = (registry: PageRegistry, ...pages: PageEntry[]): PageRegistry => ({ ...registry, pages: [...registry.pages, ...pages] });

/** content/pages copied to a temporary content root, with the new page's two files made from the air conditioning page's. */
function contentWithVentilation(): string {
  const root = join(mkdtempSync(join(tmpdir(), 'registry-')), 'content');
  copies.push(root);
  cpSync(join(CONTENT, 'pages'), join(root, 'pages'), { recursive: true });
  const from = pageFiles(root, 'air-conditioning');
  const to = pageFiles(root, VENTILATION.content);
  for (const language of LANGUAGES) {
    const text = readFileSync(from[language], 'utf8').replace(/^heading: .*$/m, `heading: ${HEADINGS[language]}`);
    writeFileSync(to[language], text);
  }
  return root;
}

const bothFilesIn = (root: string) => (name: string) => Object.values(pageFiles(root, name)).every((file) => existsSync(file));

function problemsOf(registry: PageRegistry, contentExists?: (name: string) => boolean): string[] {
  try {
    checkPageRegistry(registry, contentExists);
  } catch (error) {
    if (error instanceof PageRegistryError) return error.problems;
    throw error;
  }
  return [];
}

afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(join(copy, '..'), { recursive: true, force: true });
});

describe('the page registry', () => {
  it('is valid, and every content file it names exists', () => {
    expect(problemsOf(PAGE_REGISTRY, bothFilesIn(CONTENT))).toEqual([]);
  });

  it('keeps the lists the site had, in their order', () => {
    const keys = (pages: readonly PageEntry[]) => pages.map((page) => page.key);
    expect(keys(pagesListedIn(PAGE_REGISTRY, 'nav'))).toEqual(['home', 'services', 'manufacturers', 'locations', 'resources', 'contact']);
    expect(keys(pagesListedIn(PAGE_REGISTRY, 'servicesOverview'))).toEqual([
      'airConditioning',
      'heatPumpHvac',
      'heatPumps',
      'heatPumpWaterHeaters',
      'airZoneSystems',
      'solarInstallation',
      'emergencyService',
      'commercialServices',
    ]);
    expect(keys(pagesListedIn(PAGE_REGISTRY, 'footerServices'))).toEqual([
      'airConditioning',
      'heatPumpHvac',
      'heatPumpWaterHeaters',
      'solarInstallation',
      'airZoneSystems',
      'emergencyService',
      'commercialServices',
      'services',
    ]);
    expect(keys(pagesInGroup(PAGE_REGISTRY, 'main'))).toEqual(['home', 'contact', 'book', 'locations', 'qa']);
  });

  it('takes a new service page from one entry and its two Markdown files: routed, rendered, listed', () => {
    const root = contentWithVentilation();
    const registry = withPages(PAGE_REGISTRY, VENTILATION);
    expect(problemsOf(registry, bothFilesIn(root))).toEqual([]);

    const rows = routeTable(registry).filter((row) => row.key === VENTILATION.key);
    expect(rows.map((row) => row.path)).toEqual([VENTILATION.en, VENTILATION.es]);
    for (const [index, language] of LANGUAGES.entries()) {
      const row = rows[index];
      expect(row.service).toBe(true);
      expect(row.paths).toEqual({ en: VENTILATION.en, es: VENTILATION.es });
      const article = loadArticle(root, row.content, registry);
      expect(article.updated).toBe(VENTILATION.updated);
      const html = renderToString(
        <LanguageProvider language={language}>
          <MemoryRouter initialEntries={[row.path]}>
            <ArticlePage article={article} paths={row.paths} />
          </MemoryRouter>
        </LanguageProvider>,
      );
      expect(html).toContain(HEADINGS[language]);
    }

    const keys = (pages: readonly PageEntry[]) => pages.map((page) => page.key);
    expect(keys(pagesListedIn(registry, 'servicesOverview')).at(-1)).toBe(VENTILATION.key);
    expect(keys(pagesListedIn(registry, 'footerServices')).slice(-2)).toEqual([VENTILATION.key, 'services']);
    expect(keys(pagesInGroup(registry, 'services')).at(-1)).toBe(VENTILATION.key);
  });

  it('refuses a page without its content files, naming them', () => {
    const registry = withPages(PAGE_REGISTRY, VENTILATION);
    expect(problemsOf(registry, bothFilesIn(CONTENT))).toEqual([
      'page "heatRecoveryVentilation": content/pages/heat-recovery-ventilation.en.md or .es.md is missing',
    ]);
    expect(() => loadArticle(CONTENT, VENTILATION.content, registry)).toThrow('heat-recovery-ventilation.en.md: (file): missing');
  });

  it('names each mistake: a key or path given twice, a manufacturer named like a page, a missing or English Spanish path, a bad day, a family without its index', () => {
    const registry: PageRegistry = {
      pages: [
        ...PAGE_REGISTRY.pages,
        { ...VENTILATION, key: 'contact', en: '/services', es: '/es/servicios' },
        { ...VENTILATION, key: 'noSpanish', en: '/no-spanish', es: '' },
        { ...VENTILATION, key: 'englishInSpanish', en: '/english', es: '/english-too', updated: '25/11/2026' },
      ],
      families: {
        ...PAGE_REGISTRY.families,
        manufacturer: {
          ...PAGE_REGISTRY.families.manufacturer,
          pages: [...PAGE_REGISTRY.families.manufacturer.pages, { slug: 'contact', name: 'Contact', updated: '2026-11-20' }],
        },
        qa: { index: 'questions', kind: 'qa' },
      },
    };
    expect(() => checkPageRegistry(registry)).toThrow(/^Invalid page registry:\n {2}- /);
    expect(problemsOf(registry)).toEqual([
      'key "contact" is declared more than once',
      'manufacturer "contact" has the key of a page (a content link to it would be ambiguous)',
      'page "noSpanish": no Spanish path',
      'page "englishInSpanish": es path "/english-too" must start with /es',
      'path "/services" belongs to more than one page',
      'path "/es/servicios" belongs to more than one page',
      'page "englishInSpanish": updated "25/11/2026" is not a YYYY-MM-DD day',
      'group "services": order 10 is given to more than one page',
      'list "footerServices": position 7.5 is given to more than one page',
      'list "servicesOverview": position 9 is given to more than one page',
      'family "qa": its index "questions" is not a page of the registry',
    ]);
  });

  it('lets a home page or tool lay out a Markdown page of its own, and names a component given to another kind or to no Markdown', () => {
    const [home, calculator] = ['home', 'hvacCalculator'].map((key) => routeTable(PAGE_REGISTRY).find((row) => row.key === key));
    expect(home).toMatchObject({ content: 'home', ownComponent: true, photos: undefined });
    expect(calculator).toMatchObject({ content: 'hvac-calculator', ownComponent: true });
    const ownComponent = { anchors: ['intro'] };
    const registry: PageRegistry = {
      ...PAGE_REGISTRY,
      pages: [
        ...PAGE_REGISTRY.pages,
        {
          key: 'contactUs',
          en: '/contact-us',
          es: '/es/contactanos',
          kind: 'contact',
          content: 'contact-us',
          updated: '2026-11-20',
          ownComponent,
        },
        {
          key: 'toolWithout',
          en: '/tool-without',
          es: '/es/sin-texto',
          kind: 'tool',
          content: APP_CONTENT,
          updated: '2026-11-20',
          ownComponent,
        },
      ],
    };
    expect(problemsOf(registry)).toEqual([
      'page "contactUs": kind "contact" has no Markdown page (one of: service, brand, guide, legal, resources, home, tool)',
      'page "toolWithout": its own component lays out a Markdown page, but it names none (content "app")',
    ]);
  });
});
