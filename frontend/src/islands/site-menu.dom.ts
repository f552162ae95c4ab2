/**
 * The small-screen menu's behaviour (markup: app/layout/site-menu.tsx). The button opens and closes the drawer;
 * the close button, Escape or the backdrop close it, and focus goes back to the button. While open, Tab and
 * Shift+Tab cycle inside the drawer. A DOM island: no React to load.
 */
export function enhance(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>('.site-menu__toggle');
  const panel = root.querySelector<HTMLElement>('.site-menu__panel');
  const backdrop = root.querySelector<HTMLElement>('.site-menu__backdrop');
  const label = toggle?.querySelector('.visually-hidden');
  if (!toggle || !panel || !backdrop || !label) return;
  const focusable = () => [...panel.querySelectorAll<HTMLElement>('a[href], button')];

  const setOpen = (open: boolean, returnFocus = false) => {
    // The drawer starts where the header ends, so the brand and this button stay in sight.
    const headerBottom = root.closest('header')?.getBoundingClientRect().bottom ?? 0;
    document.documentElement.style.setProperty('--site-menu-top', `${Math.max(0, headerBottom)}px`);
    document.documentElement.classList.toggle('site-menu-open', open);
    panel.hidden = !open;
    backdrop.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    label.textContent = (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? '';
    if (open) panel.querySelector<HTMLElement>('a')?.focus();
    else if (returnFocus) toggle.focus();
  };

  const keepFocusInside = (event: KeyboardEvent) => {
    const items = focusable();
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const edge = event.shiftKey ? first : last;
    if (document.activeElement === edge || !panel.contains(document.activeElement)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  toggle.addEventListener('click', () => setOpen(panel.hidden, !panel.hidden));
  panel.querySelector('.site-menu__close')?.addEventListener('click', () => setOpen(false, true));
  backdrop.addEventListener('click', () => setOpen(false, true));
  document.addEventListener('keydown', (event) => {
    if (panel.hidden) return;
    if (event.key === 'Escape') setOpen(false, true);
    else if (event.key === 'Tab') keepFocusInside(event);
  });
}
