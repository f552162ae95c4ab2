// @vitest-environment jsdom
import { VISIT_START_STORAGE_KEY } from '@costa-sol/common';
import { afterEach, describe, expect, it } from 'vitest';
import { leadOrigin } from './lead-origin';
import { readVisitStart, rememberVisitStart } from './visit-start';

const SITE = 'https://www.costasolhvac.example';

function page(url: string): Location {
  const parsed = new URL(url);
  return { ...window.location, host: parsed.host, pathname: parsed.pathname, search: parsed.search };
}

afterEach(() => window.sessionStorage.clear());

describe('where the visit began', () => {
  it('keeps the first page, the other site and the campaign while the visitor moves between our pages', () => {
    rememberVisitStart(
      page(`${SITE}/services/heat-pump-hvac?utm_source=google&utm_campaign=spring&gclid=abc123`),
      'https://www.google.es/',
    );
    rememberVisitStart(page(`${SITE}/contact`), `${SITE}/services/heat-pump-hvac?utm_source=google`);
    expect(readVisitStart()).toStrictEqual({
      landingPage: '/services/heat-pump-hvac',
      referrer: 'https://www.google.es/',
      campaign: { utmSource: 'google', utmCampaign: 'spring', gclid: 'abc123' },
    });
  });

  it('never takes this site for a referrer', () => {
    rememberVisitStart(page(`${SITE}/es`), `${SITE}/`);
    expect(readVisitStart()).toStrictEqual({ landingPage: '/es', campaign: {} });
  });

  it('starts again when a later page comes from another site or carries a campaign (a second ad clicked)', () => {
    rememberVisitStart(page(`${SITE}/`), '');
    rememberVisitStart(page(`${SITE}/heat-pumps?utm_source=facebook&utm_campaign=autumn`), `${SITE}/`);
    expect(readVisitStart()).toMatchObject({ landingPage: '/heat-pumps', campaign: { utmSource: 'facebook', utmCampaign: 'autumn' } });
    rememberVisitStart(page(`${SITE}/solar-installation`), 'https://duckduckgo.com/');
    expect(readVisitStart()).toStrictEqual({ landingPage: '/solar-installation', referrer: 'https://duckduckgo.com/', campaign: {} });
  });

  it('ignores what is not a visit start (another key layout, broken JSON)', () => {
    window.sessionStorage.setItem(VISIT_START_STORAGE_KEY, '{broken');
    expect(readVisitStart()).toBeUndefined();
    window.sessionStorage.setItem(VISIT_START_STORAGE_KEY, '"a string"');
    expect(readVisitStart()).toBeUndefined();
  });

  it('a form sent pages later carries the page it was sent from and where the visit began', () => {
    rememberVisitStart(page(`${SITE}/services/heat-pump-hvac?utm_source=google&utm_campaign=spring`), 'https://www.google.es/');
    const origin = leadOrigin('en', '', page(`${SITE}/contact`), `${SITE}/services/heat-pump-hvac`);
    expect(origin).toStrictEqual({
      pagePath: '/contact',
      landingPage: '/services/heat-pump-hvac',
      language: 'en',
      referrer: 'https://www.google.es/',
      utmSource: 'google',
      utmCampaign: 'spring',
    });
  });

  it("the form page's own campaign parameters win, as the latest click", () => {
    rememberVisitStart(page(`${SITE}/?utm_source=google&utm_campaign=spring`), '');
    expect(leadOrigin('es', '', page(`${SITE}/es/contacto?utm_source=newsletter`), '')).toStrictEqual({
      pagePath: '/es/contacto',
      landingPage: '/',
      language: 'es',
      utmSource: 'newsletter',
    });
  });
});
