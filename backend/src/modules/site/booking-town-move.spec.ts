import { bookingTownMove } from './booking-town-move';

const CURRENT: Record<string, string> = { 'old-hamlet': 'new-hamlet', 'aldea-vieja': 'new-hamlet', 'new-hamlet': 'new-hamlet' };
const currentSlug = (slug: string) => CURRENT[slug] ?? null;

describe('the booking page of a town given another slug', () => {
  it('names the town by its English slug of now, keeping the other parameters', () => {
    expect(bookingTownMove('/book', '?kind=survey&town=old-hamlet&utm_source=x', currentSlug)).toBe(
      '/book?kind=survey&town=new-hamlet&utm_source=x',
    );
    expect(bookingTownMove('/es/reservar', '?town=aldea-vieja', currentSlug)).toBe('/es/reservar?town=new-hamlet');
  });

  it('leaves a current town, an unknown one and no town alone', () => {
    expect(bookingTownMove('/book', '?kind=survey&town=new-hamlet', currentSlug)).toBeNull();
    expect(bookingTownMove('/book', '?town=nowhere', currentSlug)).toBeNull();
    expect(bookingTownMove('/book', '?manage=abc', currentSlug)).toBeNull();
    expect(bookingTownMove('/book', '', currentSlug)).toBeNull();
  });
});
