// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './typed-before-hydration';

const DEFAULTS = { area: '', height: '2.5', exposure: 'normal', kitchen: false, notes: '' };

describe('what was typed in a server-rendered form before its island hydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads text, a radio group (by its fieldset) and a checkbox, keeping only what differs from the defaults', () => {
    document.body.innerHTML = `
      <input id="room-area" value="20">
      <input id="room-height" value="2.5">
      <fieldset id="room-exposure">
        <input type="radio" name="exposure" value="normal"><input type="radio" name="exposure" value="sunny" checked>
      </fieldset>
      <input id="room-kitchen" type="checkbox" checked>
      <textarea id="room-notes"></textarea>`;
    expect(typedBeforeHydration('room', DEFAULTS)).toEqual({ area: '20', exposure: 'sunny', kitchen: true });
  });

  it('is empty when nothing changed or the fields are not in the document', () => {
    expect(typedBeforeHydration('room', DEFAULTS)).toEqual({});
    document.body.innerHTML = '<input id="room-height" value="2.5"><fieldset id="room-exposure"></fieldset>';
    expect(typedBeforeHydration('room', DEFAULTS)).toEqual({});
  });
});
