// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showLoadingWhileNavigating } from './navigation-indicator';

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  element.textContent = 'Next';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  // jsdom does not navigate: the test only looks at what the click did to the indicator.
  element.addEventListener('click', (event) => event.preventDefault(), { once: true });
  document.body.appendChild(element);
  return element;
}

const indicator = () => document.getElementById('navigation-loading') as HTMLElement;

describe('the "Loading..." indicator of document navigation', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="navigation-loading" role="status" hidden>Loading...</div>';
    window.history.replaceState(null, '', '/locations/marbella');
    showLoadingWhileNavigating();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is armed by a click on a link to another page of the site (CSS shows it after 300 ms)', () => {
    link('/contact').dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
    expect(indicator().hidden).toBe(false);
  });

  it('stays hidden for a fragment of this page, another site, a new tab or a modified click', () => {
    link('#quote').click();
    link('https://wa.me/34600000000').click();
    link('/contact', { target: '_blank' }).click();
    link('/contact').dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0, ctrlKey: true }));
    expect(indicator().hidden).toBe(true);
  });

  it('is hidden again when the page is shown from the back/forward cache', () => {
    link('/contact').click();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(indicator().hidden).toBe(true);
  });
});
