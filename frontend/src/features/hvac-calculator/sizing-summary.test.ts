import { describe, expect, it } from 'vitest';
import { type SizingInput, sizeRoom } from './sizing';
import { sizingSummary } from './sizing-summary';

const sizing = (input: SizingInput) => ({ input, result: sizeRoom(input) });
const bedroom: SizingInput = {
  area: 20,
  unit: 'm2',
  ceilingHeight: 2.5,
  exposure: 'normal',
  insulation: 'average',
  occupants: 2,
  kitchen: false,
};

describe('sizingSummary', () => {
  it('describes the room and the estimate in English', () => {
    expect(sizingSummary(sizing(bedroom), 'en')).toBe(
      [
        'HVAC calculator estimate:',
        '- Room: 20 m² (215 ft²), ceiling 2.5 m (8.2 ft)',
        '- Conditions: some direct sun, average insulation',
        '- People: 2; kitchen: no',
        '- Cooling load: 2.33 kW = 7,935 BTU/h = 2,000 frigorías/h',
        '- Suggested unit: 2.5 kW split',
      ].join('\n'),
    );
  });

  it('describes it in Spanish, with Spanish number marks', () => {
    const livingRoom: SizingInput = { ...bedroom, area: 35, exposure: 'sunny', occupants: 3, kitchen: true };
    expect(sizingSummary(sizing(livingRoom), 'es')).toBe(
      [
        'Estimación de la calculadora de climatización:',
        '- Estancia: 35 m² (377 ft²), techo de 2,5 m (8,2 ft)',
        '- Condiciones: muy soleada, aislamiento regular',
        '- Personas: 3; cocina: sí',
        '- Potencia de frío: 5,82 kW = 19.875 BTU/h = 5.009 frigorías/h',
        '- Equipo recomendado: split de 6,0 kW',
      ].join('\n'),
    );
  });

  it('keeps feet first for a room entered in ft², and asks for a survey above 7.1 kW', () => {
    const text = sizingSummary(sizing({ ...bedroom, unit: 'ft2', area: 800, ceilingHeight: 8 }), 'en');
    expect(text).toContain('- Room: 800 ft² (74.3 m²), ceiling 8 ft (2.44 m)');
    expect(text).toContain('- Over 7.1 kW: survey needed (ducted or multi-split)');
  });
});
