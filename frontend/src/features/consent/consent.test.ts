// @vitest-environment jsdom
import { CONSENT_STORAGE_KEY } from '@costa-sol/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enhance } from '../../islands/consent-notice.dom';
import { loadAnalytics } from './analytics-loader';
import { readConsent, storeConsent } from './consent-choice';

const PLAUSIBLE = { provider: 'plausible', id: 'costasolhvac.example', scriptUrl: 'https://stats.example.test/js/script.js' } as const;

function notice(): HTMLElement {
  document.body.innerHTML = `
    <section data-dom-island="consent-notice" data-analytics='${JSON.stringify(PLAUSIBLE)}' hidden>
      <button type="button" data-consent="granted">Accept</button>
      <button type="button" data-consent="denied">Reject</button>
    </section>
    <button type="button" data-consent-open="">Cookie settings</button>`;
  return document.querySelector<HTMLElement>('[data-dom-island]')!;
}

const analyticsScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('consent', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    delete (window as { plausible?: unknown }).plausible;
  });

  it('keeps the choice with its version and time, and forgets a choice of another version', () => {
    expect(readConsent()).toBeUndefined();
    storeConsent('denied', localStorage, new Date('2026-11-23T10:00:00Z'));
    expect(readConsent()).toBe('denied');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      analytics: 'denied',
      version: 1,
      at: '2026-11-23T10:00:00.000Z',
    });
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 'granted', version: 0, at: '' }));
    expect(readConsent()).toBeUndefined();
    localStorage.setItem(CONSENT_STORAGE_KEY, 'not json');
    expect(readConsent()).toBeUndefined();
  });

  it('loads each provider once: GA4 with its consent snippet first, Plausible with its event queue', () => {
    loadAnalytics({ provider: 'ga4', id: 'G-TEST123', scriptUrl: 'https://www.googletagmanager.com/gtag/js' });
    loadAnalytics({ provider: 'ga4', id: 'G-TEST123', scriptUrl: 'https://www.googletagmanager.com/gtag/js' });
    expect(analyticsScripts()).toEqual(['/analytics/gtag-init.js', 'https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    expect(document.head.querySelector<HTMLScriptElement>('script')!.dataset.measurementId).toBe('G-TEST123');

    document.head.innerHTML = '';
    loadAnalytics(PLAUSIBLE);
    const script = document.head.querySelector<HTMLScriptElement>('script')!;
    expect(script.src).toBe(PLAUSIBLE.scriptUrl);
    expect(script.dataset.domain).toBe(PLAUSIBLE.id);
    const plausible = (window as unknown as { plausible: ((...args: unknown[]) => void) & { q: unknown[][] } }).plausible;
    plausible('generate_lead', { props: { form_kind: 'quote' } });
    expect(plausible.q).toEqual([['generate_lead', { props: { form_kind: 'quote' } }]]);
  });

  it('asks until the visitor chooses, loads nothing on reject, and can be asked again from the footer', () => {
    const root = notice();
    enhance(root);
    expect(root.hidden).toBe(false);
    root.querySelector<HTMLButtonElement>('[data-consent="denied"]')!.click();
    expect(root.hidden).toBe(true);
    expect(readConsent()).toBe('denied');
    expect(analyticsScripts()).toEqual([]);

    document.querySelector<HTMLButtonElement>('[data-consent-open]')!.click();
    expect(root.hidden).toBe(false);
    root.querySelector<HTMLButtonElement>('[data-consent="granted"]')!.click();
    expect(readConsent()).toBe('granted');
    expect(analyticsScripts()).toEqual([PLAUSIBLE.scriptUrl]);
  });

  it('loads the provider at once, without asking, once analytics were accepted', () => {
    storeConsent('granted');
    const root = notice();
    enhance(root);
    expect(root.hidden).toBe(true);
    expect(analyticsScripts()).toEqual([PLAUSIBLE.scriptUrl]);
  });
});
