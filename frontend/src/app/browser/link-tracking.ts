import { trackWhatsAppClick } from '../../features/whatsapp/choose-message';

/**
 * Every WhatsApp link of the site, static or inside an island, sends whatsapp_click (category engagement, label
 * the current path: docs/product.md, "WhatsApp") when an analytics function exists. One listener on the document, so static pages need
 * no component code for it.
 */
export function trackWhatsAppLinks(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="https://wa.me/"]');
    if (link) trackWhatsAppClick(window.location.pathname);
  });
}
