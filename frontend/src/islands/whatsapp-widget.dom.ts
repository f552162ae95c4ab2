import { WHATSAPP_TIMINGS } from '@costa-sol/common';
import { pageWhatsAppUrl, whatsappNumberOf } from '../features/whatsapp/choose-message';
import { CONTROLS, FIELDS, liesUnder, TIP_KEEPS_CLEAR } from '../features/whatsapp/keep-clear';

/**
 * The floating WhatsApp button's behaviour (markup: features/whatsapp/components/whatsapp-widget.tsx): it appears
 * 1 s after the page starts, its tip opens 3 s later and closes 10 s after the button appeared, or by hand. The
 * message depends on the page and the visitor's clock, so it is chosen here, in the browser. A DOM island.
 * It covers no control (features/whatsapp/keep-clear.ts): the button stands aside (faded out, out of the tab order)
 * while a field has focus or a control lies where it rests, and the tip waits while a control, heading, label or
 * list item lies where it opens. Checked whenever the page scrolls, resizes, changes height, is clicked or focus moves.
 */
export function enhance(widget: HTMLElement): void {
  const tip = widget.querySelector<HTMLElement>('.whatsapp-widget__tip');
  const button = widget.querySelector<HTMLAnchorElement>('.whatsapp-widget__button');
  const links = widget.querySelectorAll<HTMLAnchorElement>('a');
  const href = pageWhatsAppUrl(whatsappNumberOf(links[0]?.href ?? ''), widget.dataset.message);
  links.forEach((link) => {
    link.href = href;
  });

  const keepClear = (focused: Element | null = document.activeElement) => {
    const resting = button?.getBoundingClientRect();
    // Not laid out (before 1 s, or while the phone menu is open): the last placement still holds.
    if (!resting || resting.width === 0) return;
    const typing = focused?.matches(FIELDS) ?? false;
    const aside = !widget.contains(focused) && (typing || liesUnder(resting, CONTROLS));
    widget.classList.toggle('whatsapp-widget--aside', aside);
    if (tip && !tip.hidden) tip.classList.toggle('whatsapp-widget__tip--waiting', liesUnder(tip.getBoundingClientRect(), TIP_KEEPS_CLEAR));
  };
  const show = (element: HTMLElement | null, shown: boolean) => {
    if (element) element.hidden = !shown;
    keepClear();
  };

  const timers = [
    setTimeout(() => show(widget, true), WHATSAPP_TIMINGS.appearAfter),
    setTimeout(() => show(tip, true), WHATSAPP_TIMINGS.appearAfter + WHATSAPP_TIMINGS.tooltipAfter),
    setTimeout(() => show(tip, false), WHATSAPP_TIMINGS.appearAfter + WHATSAPP_TIMINGS.closeTooltipAfter),
  ];
  widget.querySelector('.whatsapp-widget__close')?.addEventListener('click', () => {
    if (tip) tip.hidden = true;
    timers.slice(1).forEach(clearTimeout);
  });

  const recheck = () => keepClear();
  window.addEventListener('scroll', recheck, { passive: true });
  window.addEventListener('resize', recheck);
  document.addEventListener('click', recheck);
  document.addEventListener('focusin', recheck);
  // While focus moves, the element losing it is still the active one: look at the one receiving it.
  document.addEventListener('focusout', (event) => keepClear(event.relatedTarget instanceof Element ? event.relatedTarget : null));
  new ResizeObserver(recheck).observe(document.body);
}
