import { trackWhatsAppClick } from '../../features/whatsapp/choose-message';
import { track } from '../../lib/analytics';

/**
 * Every phone link sends phone_click, and every WhatsApp link of the site, static or inside an island, sends whatsapp_click (category engagement, label
 * the current path: docs/product.md, "WhatsApp") when an analytics function exists. One listener on the document, so static pages need
 * no component code for it.
 */
export function trackWhatsAppLinks(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (target?.closest?.('a[href^="https://wa.me/"]')) trackWhatsAppClick(window.location.pathname);
    else if (target?.closest?.('a[href^="tel:"]'))
      track('phone_click', { event_category: 'engagement', event_label: window.location.pathname });
  });
}
