import { startTestApp, type TestApp } from '../support/test-app';

describe('public content: testimonials, case studies and the seeded Q&A', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists active testimonials newest first, cacheable for 5 minutes', async () => {
    const response = await t.http.get('/api/testimonials').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const data = response.body.data as {
      name: string;
      review: string;
      rating: number;
      service: string;
      isActive: boolean;
      createdAt: string;
    }[];
    expect(data.length).toBeGreaterThanOrEqual(6);
    for (const item of data) {
      expect(item).toEqual(
        expect.objectContaining({ name: expect.any(String), review: expect.any(String), service: expect.any(String), isActive: true }),
      );
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
    }
    const dates = data.map((item) => Date.parse(item.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('gives testimonials in Spanish with ?lang=es', async () => {
    const [en, es] = await Promise.all([t.http.get('/api/testimonials'), t.http.get('/api/testimonials?lang=es')]);
    expect(es.body.data[0].name).toBe(en.body.data[0].name);
    expect(es.body.data[0].review).not.toBe(en.body.data[0].review);
    await t.http.get('/api/testimonials?lang=fr').expect(400);
  });

  it('lists case studies with lists kept as lists and exactly one featured, first', async () => {
    const response = await t.http.get('/api/case-studies').expect(200);
    const data = response.body.data as {
      featured: boolean;
      beforeIssues: string[];
      afterBenefits: string[];
      beforeEnergyCost: number;
      afterEnergyCost: number;
      annualSavings: number;
    }[];
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.filter((c) => c.featured)).toHaveLength(1);
    expect(data[0].featured).toBe(true);
    for (const c of data) {
      expect(Array.isArray(c.beforeIssues) && c.beforeIssues.length > 0).toBe(true);
      expect(Array.isArray(c.afterBenefits) && c.afterBenefits.length > 0).toBe(true);
      expect(c.annualSavings).toBe(c.beforeEnergyCost - c.afterEnergyCost);
    }
  });

  it('seeds at least 6 Q&A categories of 4 or more published questions, in both languages', async () => {
    const en = (await t.http.get('/api/qa/categories').expect(200)).body.data as { slug: string; name: string; pageCount: number }[];
    const es = (await t.http.get('/api/qa/categories?lang=es').expect(200)).body.data as { slug: string; name: string }[];
    const seeded = en.filter((c) => !c.slug.startsWith('test-'));
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    for (const category of seeded) expect(category.pageCount).toBeGreaterThanOrEqual(4);
    expect(es.map((c) => c.slug)).toEqual(en.map((c) => c.slug));

    const first = seeded[0];
    const detail = (await t.http.get(`/api/qa/categories/${first.slug}?lang=es`).expect(200)).body as {
      pages: { slug: string; question: string }[];
    };
    const page = (await t.http.get(`/api/qa/categories/${first.slug}/pages/${detail.pages[0].slug}?lang=es`).expect(200)).body as {
      question: string;
      answer: string;
    };
    expect(page.question).toBe(detail.pages[0].question);
    expect(page.answer.length).toBeGreaterThan(100);
  });

  it('answers 404 for unknown Q&A slugs', async () => {
    await t.http.get('/api/qa/categories/no-such-category').expect(404);
    // A NUL byte in a slug answered 500 (the query failed): text that cannot be a slug is simply not found.
    await t.http.get('/api/qa/categories/abc%00').expect(404);
    await t.http.get('/api/qa/categories/abc/pages/def%00ghi').expect(404);
    const [first] = (await t.http.get('/api/qa/categories').expect(200)).body.data as { slug: string }[];
    await t.http.get(`/api/qa/categories/${first.slug}/pages/no-such-page`).expect(404);
  });
});
