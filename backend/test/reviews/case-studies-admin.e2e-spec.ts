import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';

const M = VALIDATION_MESSAGES.en;

interface AdminCaseStudy {
  id: string;
  titleEn: string;
  featured: boolean;
  isPublished: boolean;
  annualSavings: number;
  beforeIssuesEs: string[];
}

describe('admin case studies: create, publish, feature, order, delete', () => {
  let t: TestApp;
  let auth: string;
  let featuredBefore: string | undefined;
  const created: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
    featuredBefore = (await adminList()).find((c) => c.featured)?.id;
  });
  afterAll(async () => {
    // Other suites read the samples as they were: the same one featured, the same order.
    for (const id of created) await t.http.delete(`/api/admin/case-studies/${id}`).set('authorization', auth);
    if (featuredBefore) await t.http.post(`/api/admin/case-studies/${featuredBefore}/feature`).set('authorization', auth);
    await t.close();
  });

  const post = (path: string, body: object) => t.http.post(path).set('authorization', auth).send(body);
  const patch = (path: string, body: object) => t.http.patch(path).set('authorization', auth).send(body);
  async function adminList(): Promise<AdminCaseStudy[]> {
    return (await t.http.get('/api/admin/case-studies').set('authorization', auth).expect(200)).body.data as AdminCaseStudy[];
  }
  const publicList = async (lang = 'en') =>
    (await t.http.get(`/api/case-studies?lang=${lang}`).expect(200)).body.data as { id: string; title: string; featured: boolean }[];

  const body = (titleEn: string) => ({
    titleEn,
    titleEs: 'Ático en Estepona: de splits antiguos a conductos',
    location: 'Estepona',
    beforeSystemEn: 'Four old wall splits on R-410A.',
    beforeSystemEs: 'Cuatro splits antiguos con R-410A.',
    beforeEnergyCost: 2400,
    beforeIssuesEn: ['Noisy outdoor units', '  Uneven comfort  ', ''],
    beforeIssuesEs: ['Unidades exteriores ruidosas', 'Confort desigual'],
    afterSystemEn: 'One ducted heat pump with Airzone zoning.',
    afterSystemEs: 'Un equipo de conductos con zonificación Airzone.',
    afterEnergyCost: 1500,
    afterBenefitsEn: ['Quiet nights'],
    afterBenefitsEs: ['Noches silenciosas'],
  });

  async function create(title: string, extra: object = {}): Promise<AdminCaseStudy> {
    const response = await post('/api/admin/case-studies', { ...body(title), ...extra }).expect(201);
    created.push(response.body.id as string);
    return response.body as AdminCaseStudy;
  }

  it('validates the fields, lists included, with codes at the field', async () => {
    const bad = await post('/api/admin/case-studies', {
      ...body('Short'),
      location: '',
      beforeEnergyCost: -1,
      afterEnergyCost: 'cheap',
      beforeIssuesEn: [],
      beforeIssuesEs: ['ok', 'Fine enough'],
      afterBenefitsEn: Array.from({ length: 9 }, (_, i) => `Benefit ${i}`),
      afterBenefitsEs: 'not a list',
      annualSavings: 900,
    }).expect(400);
    expect(bad.body.fieldErrors).toMatchObject({
      titleEn: { code: 'textTooShort' },
      location: { code: 'textTooShort' },
      beforeEnergyCost: { code: 'invalidInput' },
      afterEnergyCost: { code: 'invalidInput' },
      beforeIssuesEn: { code: 'required' },
      beforeIssuesEs: { code: 'textTooShort' },
      afterBenefitsEn: { code: 'tooLong' },
      afterBenefitsEs: { code: 'invalidInput' },
      annualSavings: { code: 'unknownField' },
    });
  });

  it('refuses lists of different lengths and an after cost above the before, at the field', async () => {
    const lists = await post('/api/admin/case-studies', { ...body('Mismatched lists title'), afterBenefitsEs: ['Uno', 'Dos'] }).expect(400);
    expect(lists.body.fieldErrors).toEqual({ afterBenefitsEs: { code: 'listMismatch', message: M.listMismatch } });
    const costs = await post('/api/admin/case-studies', { ...body('Costs the wrong way round'), afterEnergyCost: 3000 }).expect(400);
    expect(costs.body.fieldErrors).toEqual({ afterEnergyCost: { code: 'costAfterAboveBefore', message: M.costAfterAboveBefore } });
  });

  it('creates a draft with trimmed lists and computed savings; publishing and unpublishing show and hide it', async () => {
    const caseStudy = await create('Estepona penthouse: from old splits to ducted');
    expect(caseStudy).toMatchObject({ isPublished: false, featured: false, annualSavings: 900, beforeIssuesEs: body('').beforeIssuesEs });
    expect((await publicList()).map((c) => c.id)).not.toContain(caseStudy.id);

    await post(`/api/admin/case-studies/${caseStudy.id}/publish`, {}).expect(200);
    const spanish = (await publicList('es')).find((c) => c.id === caseStudy.id);
    expect(spanish?.title).toBe('Ático en Estepona: de splits antiguos a conductos');

    await post(`/api/admin/case-studies/${caseStudy.id}/unpublish`, {}).expect(200);
    expect((await publicList()).map((c) => c.id)).not.toContain(caseStudy.id);
  });

  it('features one case study at most: featuring one unfeatures the other, and the featured one leads the public list', async () => {
    const first = await create('First featured candidate here', { isPublished: true, featured: true });
    expect((await adminList()).filter((c) => c.featured).map((c) => c.id)).toEqual([first.id]);
    expect((await publicList())[0]).toMatchObject({ id: first.id, featured: true });

    const second = await create('Second featured candidate here', { isPublished: true });
    await post(`/api/admin/case-studies/${second.id}/feature`, {}).expect(200);
    expect((await adminList()).filter((c) => c.featured).map((c) => c.id)).toEqual([second.id]);
    expect((await publicList())[0].id).toBe(second.id);

    await patch(`/api/admin/case-studies/${first.id}`, { featured: true }).expect(200);
    expect((await adminList()).filter((c) => c.featured).map((c) => c.id)).toEqual([first.id]);

    await post(`/api/admin/case-studies/${first.id}/unfeature`, {}).expect(200);
    expect((await adminList()).filter((c) => c.featured)).toEqual([]);
    expect((await publicList()).filter((c) => c.featured)).toEqual([]);
  });

  it('lets two admins feature different case studies at the same moment: both succeed and one stays featured', async () => {
    const candidates = await Promise.all(
      ['Concurrent feature candidate one', 'Concurrent feature candidate two', 'Concurrent feature candidate three'].map((title) =>
        create(title, { isPublished: true }),
      ),
    );
    for (let round = 0; round < 5; round += 1) {
      const responses = await Promise.all(candidates.map((item) => post(`/api/admin/case-studies/${item.id}/feature`, {})));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
      expect((await adminList()).filter((c) => c.featured)).toHaveLength(1);
    }
  });

  it('edits one language of a list; the other must still match its length', async () => {
    const caseStudy = await create('Edited lists case study');
    const edited = await patch(`/api/admin/case-studies/${caseStudy.id}`, { beforeIssuesEs: ['Ruido', 'Calor arriba'] }).expect(200);
    expect(edited.body.beforeIssuesEs).toEqual(['Ruido', 'Calor arriba']);
    const refused = await patch(`/api/admin/case-studies/${caseStudy.id}`, { beforeIssuesEs: ['Solo una'] }).expect(400);
    expect(refused.body.fieldErrors.beforeIssuesEs.code).toBe('listMismatch');
    const cost = await patch(`/api/admin/case-studies/${caseStudy.id}`, { beforeEnergyCost: 1000 }).expect(400);
    expect(cost.body.fieldErrors.afterEnergyCost.code).toBe('costAfterAboveBefore');
  });

  it('moves a case study in the list and deletes one', async () => {
    const a = await create('Order test case study A');
    const b = await create('Order test case study B');
    const moved = await patch(`/api/admin/case-studies/${b.id}/position`, { position: 1 }).expect(200);
    expect((moved.body.data as AdminCaseStudy[]).slice(0, 2).map((c) => c.id)).toEqual([a.id, b.id]);
    await t.http.delete(`/api/admin/case-studies/${a.id}`).set('authorization', auth).expect(204);
    await t.http.get(`/api/admin/case-studies/${a.id}`).set('authorization', auth).expect(404);
    await patch(`/api/admin/case-studies/${a.id}/position`, { position: 0 }).expect(404);
  });
});
