import { pageWhatsAppUrl, whatsappNumberOf } from '../features/whatsapp/choose-message';

/**
 * The phone menu's "Chat Now" link (markup: features/whatsapp/components/whatsapp-chat-link.tsx): rendered with the
 * general message, it gets the message for the page and the visitor's clock here, as the floating widget does.
 */
export function enhance(link: HTMLElement): void {
  if (link instanceof HTMLAnchorElement) link.href = pageWhatsAppUrl(whatsappNumberOf(link.href), link.dataset.message);
}
