import { canonicalPath, splitUrl } from './canonical-path';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/contact', '/contact'],
    ['/contact/', '/contact'],
    ['/Contact', '/contact'],
    ['/ES/Contacto//', '/es/contacto'],
    ['//evil.example/', '/evil.example'],
    ['///', '/'],
    ['/locations//marbella', '/locations/marbella'],
  ])('%s -> %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });

  it('splits the query from the path', () => {
    expect(splitUrl('/contact?utm_source=x&gclid=1')).toEqual({ path: '/contact', query: '?utm_source=x&gclid=1' });
    expect(splitUrl('/contact')).toEqual({ path: '/contact', query: '' });
  });
});
