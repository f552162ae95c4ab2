import { useCatalogue } from '../../i18n/i18n-context';
import { layoutText } from '../../i18n/layout-text';
import { WhatsAppChatLink } from '../../features/whatsapp/components/whatsapp-chat-link';
import { CloseGlyph } from '../../features/whatsapp/components/whatsapp-glyph';

interface SiteMenuProps {
  links: { label: string; href: string }[];
  quote: { label: string; href: string };
}

const PANEL_ID = 'site-menu-panel';

/**
 * The small-screen menu: a button and the navigation as a drawer below the header, with a backdrop, hidden until the
 * button opens it; "Get Quote" and "Chat Now" (WhatsApp) end it. The markup is rendered here on the server; islands/site-menu.dom.ts gives it its behaviour
 * without React.
 */
export function SiteMenu({ links, quote }: SiteMenuProps) {
  const t = useCatalogue(layoutText).nav;
  return (
    <div className="site-menu" data-dom-island="site-menu">
      <button
        type="button"
        className="site-menu__toggle"
        aria-expanded="false"
        aria-controls={PANEL_ID}
        data-open-label={t.menu}
        data-close-label={t.closeMenu}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
        </svg>
        <span className="visually-hidden">{t.menu}</span>
      </button>
      <div className="site-menu__backdrop" data-testid="site-menu-backdrop" hidden />
      <div id={PANEL_ID} className="site-menu__panel" role="dialog" aria-modal="true" aria-label={t.label} hidden>
        <button type="button" className="site-menu__close" aria-label={t.closeMenu}>
          <CloseGlyph />
        </button>
        <nav aria-label={t.label}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <div className="site-menu__actions">
            <a className="site-menu__quote" href={quote.href}>
              {quote.label}
            </a>
            <WhatsAppChatLink className="site-menu__chat" />
          </div>
        </nav>
      </div>
    </div>
  );
}
