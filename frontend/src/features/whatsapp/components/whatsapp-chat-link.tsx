import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { whatsappUrl } from '../choose-message';
import { whatsappMessages, whatsappText } from '../content/messages';
import { WhatsAppGlyph } from './whatsapp-glyph';
import { useBusiness } from '../../../lib/business';

/**
 * "Chat Now" / "Chat Ahora": a WhatsApp link in the phone menu's drawer, where the floating widget does not show
 * (docs/product.md, "Phone menu"). Rendered with the general message; islands/whatsapp-chat-link.dom.ts picks
 * the message for the page and the visitor's clock, and its clicks send whatsapp_click like every WhatsApp link.
 */
export function WhatsAppChatLink({ className }: { className: string }) {
  const { whatsappNumber } = useBusiness();
  const t = useCatalogue(whatsappText);
  return (
    <a
      className={className}
      href={whatsappUrl(whatsappNumber, whatsappMessages[useLanguage()].general)}
      target="_blank"
      rel="noopener noreferrer"
      data-dom-island="whatsapp-chat-link"
    >
      <WhatsAppGlyph />
      {t.chatNow}
      <span className="visually-hidden"> {t.newTab}</span>
    </a>
  );
}
