// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quoteSchema } from '../schemas/quote-schema';
import { contactBody } from './submit-contact';
import { leadOrigin } from './lead-origin';
import { quoteBody, submitQuote } from './submit-quote';

function page(url: string): Location {
  const parsed = new URL(url);
  return { ...window.location, pathname: parsed.pathname, search: parsed.search };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('leadOrigin', () => {
  it('reads the path, the language, the referrer and the UTM parameters of the page', () => {
    const origin = leadOrigin(
      'es',
      '',
      page(
        'https://site.example/es/contacto?utm_source=google&utm_medium=cpc&utm_campaign=aerotermia&utm_term=bomba%20calor&utm_content=hero&other=1',
      ),
      'https://www.google.com/',
    );
    expect(origin).toStrictEqual({
      pagePath: '/es/contacto',
      language: 'es',
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'aerotermia',
      utmTerm: 'bomba calor',
      utmContent: 'hero',
    });
  });

  it('leaves out what the page does not have, and the honeypot when empty', () => {
    expect(leadOrigin('en', '', page('https://site.example/?utm_source='), '')).toStrictEqual({ pagePath: '/', language: 'en' });
  });

  it('sends the honeypot when a bot filled it', () => {
    expect(leadOrigin('en', 'https://spam.example', page('https://site.example/'), '').website).toBe('https://spam.example');
  });

  it("cuts values to the API's limits", () => {
    const origin = leadOrigin(
      'en',
      '',
      page(`https://site.example/?utm_campaign=${'c'.repeat(300)}`),
      `https://r.example/${'r'.repeat(2000)}`,
    );
    expect(origin.utmCampaign).toHaveLength(200);
    expect(origin.referrer).toHaveLength(1000);
  });

  it('reads the current page by default', () => {
    window.history.pushState({}, '', '/contact?utm_source=newsletter');
    expect(leadOrigin('en', '')).toMatchObject({ pagePath: '/contact', language: 'en', utmSource: 'newsletter' });
  });
});

describe('request bodies', () => {
  const request = quoteSchema('en').parse({
    name: 'Laura Gómez',
    email: 'laura@example.com',
    phone: '+34 600 123 456',
    serviceType: 'air-zone-system',
    preferredBrand: '',
    homeSize: '',
    currentSystemAge: '10-15',
    details: '',
    wantsConsultation: true,
  });

  it('quote: exactly the API fields plus the origin, empty optional values omitted', () => {
    expect(quoteBody(request, { pagePath: '/', language: 'en' })).toStrictEqual({
      name: 'Laura Gómez',
      email: 'laura@example.com',
      phone: '+34 600 123 456',
      serviceType: 'air-zone-system',
      currentSystemAge: '10-15',
      wantsConsultation: 'true',
      pagePath: '/',
      language: 'en',
    });
  });

  it('contact: the message fields plus the origin', () => {
    const message = {
      firstName: 'Erik',
      lastName: 'Lindqvist',
      email: 'erik@example.com',
      phone: '+46 70 123 45 67',
      serviceNeeded: 'quote-request' as const,
      message: 'Please call me about a quote.',
    };
    expect(contactBody(message, { language: 'es', utmSource: 'google' })).toStrictEqual({
      ...message,
      language: 'es',
      utmSource: 'google',
    });
  });

  it('POSTs the quote as JSON to /api/quotes with credentials and its Idempotency-Key', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'x' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const body = quoteBody(request, { language: 'en' });
    await submitQuote(body, 'b7c5a8e2-6f0d-4c1e-9a3b-2d4e6f8a0c1e');
    expect(fetchMock).toHaveBeenCalledWith('/api/quotes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'b7c5a8e2-6f0d-4c1e-9a3b-2d4e6f8a0c1e' },
      body: JSON.stringify(body),
      credentials: 'include',
    });
  });
});
