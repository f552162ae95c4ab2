import { WHATSAPP_TIMINGS } from '@costa-sol/common';
import { pageWhatsAppUrl, whatsappNumberOf } from '../features/whatsapp/choose-message';

/**
 * The floating WhatsApp button's behaviour (markup: features/whatsapp/components/whatsapp-widget.tsx): it appears
 * 1 s after the page starts, its tip opens 3 s later and closes 10 s after the button appeared, or by hand. The
 * message depends on the page and the visitor's clock, so it is chosen here, in the browser. A DOM island. Below
 * 600 px the stylesheet keeps the widget out of sight (global.css): the timers run, nothing shows.
 */
export function enhance(widget: HTMLElement): void {
  const tip = widget.querySelector<HTMLElement>('.whatsapp-widget__tip');
  const links = widget.querySelectorAll<HTMLAnchorElement>('a');
  const href = pageWhatsAppUrl(whatsappNumberOf(links[0]?.href ?? ''), widget.dataset.message);
  links.forEach((link) => {
    link.href = href;
  });
  const timers = [
    setTimeout(() => (widget.hidden = false), WHATSAPP_TIMINGS.appearAfter),
    setTimeout(() => tip && (tip.hidden = false), WHATSAPP_TIMINGS.appearAfter + WHATSAPP_TIMINGS.tooltipAfter),
    setTimeout(() => tip && (tip.hidden = true), WHATSAPP_TIMINGS.appearAfter + WHATSAPP_TIMINGS.closeTooltipAfter),
  ];
  widget.querySelector('.whatsapp-widget__close')?.addEventListener('click', () => {
    if (tip) tip.hidden = true;
    timers.slice(1).forEach(clearTimeout);
  });
}
