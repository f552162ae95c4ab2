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
    ['/locations/m%C3%A1laga', '/locations/malaga'],
    ['/es/ubicaciones/Benalm%C3%A1dena/', '/es/ubicaciones/benalmadena'],
    ['/locations/alhaurin-el-grande', '/locations/alhaurin-el-grande'],
    ['/locations/ma%20laga', '/locations/ma%20laga'],
    ['/locations/%E0%A4%A', '/locations/%e0%a4%a'],
    ['/%2F%2Fevil.example', '/evil.example'],
  ])('%s -> %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });

  it('splits the query from the path', () => {
    expect(splitUrl('/contact?utm_source=x&gclid=1')).toEqual({ path: '/contact', query: '?utm_source=x&gclid=1' });
    expect(splitUrl('/contact')).toEqual({ path: '/contact', query: '' });
  });
});
