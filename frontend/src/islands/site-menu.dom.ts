/**
 * The small-screen menu's behaviour (markup: app/layout/site-menu.tsx). The button opens and closes the panel;
 * Escape, or a press outside, closes it, and focus goes back to the button. A DOM island: no React to load.
 */
export function enhance(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>('.site-menu__toggle');
  const panel = root.querySelector<HTMLElement>('.site-menu__panel');
  const label = toggle?.querySelector('.visually-hidden');
  if (!toggle || !panel || !label) return;

  const setOpen = (open: boolean, returnFocus = false) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    label.textContent = (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? '';
    if (open) panel.querySelector<HTMLElement>('a')?.focus();
    else if (returnFocus) toggle.focus();
  };

  toggle.addEventListener('click', () => setOpen(panel.hidden));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) setOpen(false, true);
  });
  document.addEventListener('pointerdown', (event) => {
    if (!panel.hidden && !root.contains(event.target as Node)) setOpen(false);
  });
}
