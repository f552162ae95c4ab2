import { isPublic, type PriceGuide } from './price-guide';

const guide: PriceGuide = {
  service: 'airConditioning',
  fromEur: 1200,
  note: { en: 'One split unit, installed', es: 'Un split, instalado' },
  shown: true,
  sample: false,
  updatedAt: new Date(0),
};

describe('isPublic', () => {
  it('shows an owner-set guide everywhere and a sample outside production only', () => {
    expect(isPublic(guide, true)).toBe(true);
    expect(isPublic({ ...guide, sample: true }, false)).toBe(true);
    expect(isPublic({ ...guide, sample: true }, true)).toBe(false);
  });

  it('hides a guide the owner switched off', () => {
    expect(isPublic({ ...guide, shown: false }, false)).toBe(false);
  });
});
