import { describe, expect, it, vi } from 'vitest';
import { track } from './analytics';

describe('track', () => {
  it('sends to gtag, Plausible or Umami, whichever is loaded, and to nothing when none is', () => {
    const gtag = vi.fn();
    track('phone_click', { event_label: '/contact' }, { gtag });
    expect(gtag).toHaveBeenCalledWith('event', 'phone_click', { event_label: '/contact' });

    const plausible = vi.fn();
    track('generate_lead', { form_kind: 'quote' }, { plausible });
    expect(plausible).toHaveBeenCalledWith('generate_lead', { props: { form_kind: 'quote' } });

    const umami = { track: vi.fn() };
    track('whatsapp_click', { event_label: '/' }, { umami });
    expect(umami.track).toHaveBeenCalledWith('whatsapp_click', { event_label: '/' });

    expect(() => track('whatsapp_click', { event_label: '/' }, {})).not.toThrow();
  });
});
