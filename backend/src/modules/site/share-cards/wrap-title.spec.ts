import { titleWidth } from './title-width';
import { wrapTitle } from './wrap-title';

const WIDTH = 1040;

describe('wrapTitle', () => {
  it('keeps a short title on one line at the largest size', () => {
    expect(wrapTitle('Contact', WIDTH)).toEqual({ lines: ['Contact'], fontSize: 68 });
  });

  it('wraps at whole words, every line within the width', () => {
    const { lines, fontSize } = wrapTitle('Instalación de bombas de calor en Marbella: precios, ayudas y plazos para tu vivienda', WIDTH);
    expect(lines.join(' ')).toBe('Instalación de bombas de calor en Marbella: precios, ayudas y plazos para tu vivienda');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(titleWidth(line) * fontSize).toBeLessThanOrEqual(WIDTH);
  });

  it('takes a smaller size for a title that needs a fourth line', () => {
    const title = 'How much does it cost to install a ducted air conditioning system with zones in a three bedroom villa in Marbella?';
    const { lines, fontSize } = wrapTitle(title, WIDTH);
    expect(fontSize).toBeLessThan(68);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.join(' ')).toBe(title);
  });

  it('never cuts a title with an ellipsis: a long question is drawn whole, smaller', () => {
    const title =
      '¿Se puede instalar aire por conductos con zonificación Airzone en una vivienda ya construida, y cuánto tarda la obra en un piso de tres dormitorios?';
    const { lines, fontSize } = wrapTitle(title, WIDTH);
    expect(lines.join(' ')).toBe(title);
    expect(lines.some((line) => line.endsWith('…'))).toBe(false);
    for (const line of lines) expect(titleWidth(line) * fontSize).toBeLessThanOrEqual(WIDTH);
  });

  it('breaks a word wider than a line between letters', () => {
    const { lines, fontSize } = wrapTitle('W'.repeat(40), WIDTH);
    expect(lines.join('')).toBe('W'.repeat(40));
    for (const line of lines) expect(titleWidth(line) * fontSize).toBeLessThanOrEqual(WIDTH);
  });
});

describe('titleWidth', () => {
  it('counts an accented letter as its base letter', () => {
    expect(titleWidth('Guía')).toBeCloseTo(titleWidth('Guia'));
  });
});
