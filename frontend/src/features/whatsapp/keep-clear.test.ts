// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROLS, liesUnder, TIP_KEEPS_CLEAR } from './keep-clear';

/** An element of `tag` inside `parent`, laid out at the given box (jsdom lays out nothing). */
function placed(parent: Element, tag: string, box: { left: number; top: number; width: number; height: number }): HTMLElement {
  const element = document.createElement(tag);
  if (tag === 'a') element.setAttribute('href', '/contact');
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: box.left, y: box.top, width: box.width, height: box.height });
  parent.append(element);
  return element;
}

/** The button's resting place on a 390 × 800 phone. */
const RESTING = DOMRect.fromRect({ x: 230, y: 736, width: 144, height: 48 });

describe('liesUnder', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds a control of the page that meets the box, and none that only lies beside it', () => {
    const main = placed(document.body, 'main', { left: 0, top: 0, width: 390, height: 2000 });
    main.id = 'main';
    placed(main, 'a', { left: 16, top: 740, width: 120, height: 20 });
    expect(liesUnder(RESTING, CONTROLS)).toBe(false);
    placed(main, 'input', { left: 16, top: 770, width: 358, height: 44 });
    expect(liesUnder(RESTING, CONTROLS)).toBe(true);
  });

  it('looks only at the main part and the footer, and skips what is not laid out', () => {
    const header = placed(document.body, 'header', { left: 0, top: 0, width: 390, height: 60 });
    placed(header, 'button', { left: 300, top: 740, width: 44, height: 44 });
    const footer = placed(document.body, 'footer', { left: 0, top: 0, width: 390, height: 800 });
    placed(footer, 'a', { left: 300, top: 740, width: 0, height: 0 });
    expect(liesUnder(RESTING, CONTROLS)).toBe(false);
    placed(footer, 'li', { left: 200, top: 700, width: 190, height: 40 });
    expect(liesUnder(RESTING, CONTROLS)).toBe(false);
    expect(liesUnder(RESTING, TIP_KEEPS_CLEAR)).toBe(true);
  });
});
