import { enhance as consentNotice } from './consent-notice.dom';
import { enhance as freshContent } from './fresh-content.dom';
import { enhance as siteMenu } from './site-menu.dom';
import { enhance as whatsappChatLink } from './whatsapp-chat-link.dom';
import { enhance as whatsappWidget } from './whatsapp-widget.dom';

/** Every DOM island by name (see island-types.ts). On every page, so bundled with the entry: no extra request. */
const DOM_ISLANDS: Record<string, (element: HTMLElement) => void> = {
  'consent-notice': consentNotice,
  'fresh-content': freshContent,
  'site-menu': siteMenu,
  'whatsapp-chat-link': whatsappChatLink,
  'whatsapp-widget': whatsappWidget,
};

/** Gives each DOM island of the page its behaviour. */
export function enhanceDomIslands(): void {
  document.querySelectorAll<HTMLElement>('[data-dom-island]').forEach((element) => {
    const enhance = DOM_ISLANDS[element.dataset.domIsland ?? ''];
    if (!enhance) throw new Error(`Unknown DOM island "${element.dataset.domIsland}"`);
    enhance(element);
  });
}
