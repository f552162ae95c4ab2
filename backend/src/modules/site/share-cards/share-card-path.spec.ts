import { pagePathOfShareCard, shareCardPath, type ShareCard } from '@costa-sol/common';

const card: ShareCard = { title: 'Air Conditioning', kind: 'Service', language: 'en', brand: 'Costa Sol HVAC' };

describe('share-card paths', () => {
  it.each(['/', '/es', '/services/air-conditioning', '/es/preguntas/mantenimiento/cada-cuanto-revisar'])('name %s and back', (page) => {
    const path = shareCardPath(page, card);
    expect(path).toMatch(/^\/share\/[0-9a-z]+\/.+\.png$/);
    expect(pagePathOfShareCard(path)).toBe(page);
  });

  it('change with the words, the kind, the language and the brand', () => {
    const paths = new Set([
      shareCardPath('/x', card),
      shareCardPath('/x', { ...card, title: 'Air conditioning' }),
      shareCardPath('/x', { ...card, kind: 'Guide' }),
      shareCardPath('/x', { ...card, language: 'es' }),
      shareCardPath('/x', { ...card, brand: 'Sol Clima Marbella' }),
    ]);
    expect(paths.size).toBe(5);
  });

  it.each(['/share/abc/../admin.png', '/share/abc/a//b.png', '/share/ABC/x.png', '/share/abc/x.svg', '/share/abc/.png', '/x.png'])(
    'refuse %s',
    (path) => expect(pagePathOfShareCard(path)).toBeUndefined(),
  );
});
