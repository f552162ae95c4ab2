import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { whatsappUrl } from '../choose-message';
import { whatsappMessages, whatsappText } from '../content/messages';
import { CloseGlyph, WhatsAppGlyph } from './whatsapp-glyph';
import { useBusiness } from '../../../lib/business';

/**
 * The floating WhatsApp button, bottom right at every width, rendered hidden on the server (with the general message).
 * Below 600 px it reads "Chat Now" / "Chat Ahora" beside the icon; from 600 px it is the round icon alone, the words
 * kept for assistive technology. Its behaviour (islands/whatsapp-widget.dom.ts) shows it after 1 s, opens its tip 3 s
 * later and closes the tip 10 s after the button appeared, or when closed by hand, picks the message for the page and
 * the visitor's clock, and keeps both clear of the page's controls. Styled by global.css.
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
      <a className="whatsapp-widget__button" href={href} target="_blank" rel="noopener noreferrer">
        <WhatsAppGlyph />
        <span className="whatsapp-widget__label">{t.chatNow}</span>
        <span className="visually-hidden">
          {' '}
          {t.onWhatsApp} {t.newTab}
        </span>
      </a>
    </div>
  );
}
