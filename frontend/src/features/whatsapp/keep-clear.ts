/**
 * What the floating WhatsApp widget may never lie over (docs/product.md, "WhatsApp widget"), and the test for it.
 * Only the page's own flow counts (#main and the footer): the sticky header is never down at the widget's corner,
 * and what floats above the widget (the phone menu's drawer, the consent notice, toasts) is not under it.
 */

/** Every control: the button stands aside while one lies where it rests. */
export const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** The tip keeps clear of headings, labels and list items too (the home page's figures are a list). */
export const TIP_KEEPS_CLEAR = `${CONTROLS}, h1, h2, h3, h4, h5, h6, label, legend, li`;

/** The fields whose focus sends the widget aside: a visitor typing needs the whole screen. */
export const FIELDS = 'input, select, textarea, [contenteditable="true"]';

/** Whether an element of the page's flow that matches `selector` lies under `box` (a box in the viewport). */
export function liesUnder(box: DOMRect, selector: string): boolean {
  return [...document.querySelectorAll(`:is(#main, footer) :is(${selector})`)].some((element) => {
    const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
    return width > 0 && height > 0 && left < box.right && box.left < right && top < box.bottom && box.top < bottom;
  });
}
