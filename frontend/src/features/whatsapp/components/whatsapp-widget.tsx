import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { whatsappUrl } from '../choose-message';
import { whatsappMessages, whatsappText } from '../content/messages';
import { CloseGlyph, WhatsAppGlyph } from './whatsapp-glyph';
import { useBusiness } from '../../../lib/business';

/**
 * The floating WhatsApp button, bottom right, rendered hidden on the server (with the general message). Its
 * behaviour (islands/whatsapp-widget.dom.ts) shows it after 1 s, opens its tip 3 s later and closes the tip 10 s
 * after the button appeared, or when closed by hand, and picks the message for the page and the visitor's clock.
 * Below 600 px it is not shown at all (global.css): the header's round button and the menu's "Chat Now" link
 * (whatsapp-chat-link.tsx) take its place, so nothing floats over the page's text. Styled by global.css.
 */
export function WhatsAppWidget({ message }: { message?: string }) {
  const { whatsappNumber } = useBusiness();
  const t = useCatalogue(whatsappText);
  const href = whatsappUrl(whatsappNumber, message ?? whatsappMessages[useLanguage()].general);
  return (
    <div className="whatsapp-widget" data-testid="whatsapp-widget" data-dom-island="whatsapp-widget" data-message={message} hidden>
      <div role="status" className="whatsapp-widget__tip" data-testid="whatsapp-tooltip" hidden>
        <p>{t.tooltip}</p>
        <button type="button" className="whatsapp-widget__close" aria-label={t.closeTooltip}>
          <CloseGlyph />
        </button>
      </div>
      <div className="whatsapp-widget__row">
        <a
          className="whatsapp-widget__button"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t.widgetButton} ${t.newTab}`}
        >
          <WhatsAppGlyph />
        </a>
      </div>
    </div>
  );
}
