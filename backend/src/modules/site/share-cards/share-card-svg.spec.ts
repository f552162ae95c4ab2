import { shareCardSvg } from './share-card-svg';

describe('shareCardSvg', () => {
  it('draws the brand the card names (the business settings), escaped, and no other', () => {
    const svg = shareCardSvg(
      { title: 'Air Conditioning', kind: 'Service', language: 'en', brand: 'Sol & Clima Marbella' },
      'www.example.com',
    );
    expect(svg).toContain('>Sol &amp; Clima Marbella</text>');
    expect(svg).not.toContain('Costa Sol HVAC');
  });
});
