// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownLayoutOf, PAGE_REGISTRY } from '@costa-sol/common';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../../test/admin-render';
import { SearchResultPreview, SitePagePreview } from './site-page-preview';

const home = readFileSync(join(import.meta.dirname, '../../../../../../content/pages/home.es.md'), 'utf8');
/** The business settings after the owner renamed the company and switched the warranty figure off. */
const facts = {
  referenceTexts: { 'business.brandWithTrade': 'Sol y Frío Clima', 'claims.warrantyUpToYears': '15' },
  hiddenFigures: ['warrantyUpToYears'],
};

afterEach(cleanup);

describe("the site page editor's previews", () => {
  it('show the page with the business settings of now, leaving out a card whose figure is switched off', () => {
    renderAdmin(<SitePagePreview markdown={home} language="es" layout={ownLayoutOf(PAGE_REGISTRY, 'home')} facts={facts} id="p" />);
    expect(screen.getByText('¿Por qué elegir Sol y Frío Clima?')).toBeInTheDocument();
    expect(screen.queryByText(/Costa Sol HVAC/)).toBeNull();
    expect(screen.queryByText(/Garantías de hasta/)).toBeNull();
    expect(screen.getByText(/^Instaladores locales certificados: /)).toBeInTheDocument();
  });

  it('show every card while its figures are on', () => {
    renderAdmin(
      <SitePagePreview
        markdown={home}
        language="es"
        layout={ownLayoutOf(PAGE_REGISTRY, 'home')}
        facts={{ ...facts, hiddenFigures: [] }}
        id="p"
      />,
    );
    expect(screen.getByText(/^Garantías de hasta 15 años: /)).toBeInTheDocument();
  });

  it("fit the search title with the settings' brand when the page names it", () => {
    renderAdmin(
      <SearchResultPreview
        markdown={home}
        language="es"
        seoTitle=""
        seoDescription=""
        url="https://example.test/es"
        titleBrand="Sol y Frío Clima"
        facts={facts}
        id="s"
      />,
    );
    expect(screen.getByText('Instalador de climatización en Marbella | Sol y Frío Clima')).toBeInTheDocument();
  });
});
