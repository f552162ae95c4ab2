import { z } from 'zod/mini';
import { ownerText, wholeNumber } from '../forms/owner-field-rules';
import { PRICE_GUIDE_LIMITS } from './price-guides';

/*
 * A service page's price guide as the owner sets it (PUT /api/admin/price-guides/{service}; the admin's price-guide
 * form): the one shape of it. The API validates the body with it, the OpenAPI document describes it and the form checks
 * with it. The development samples (content/samples/price-guides.yaml) keep the same limits.
 */

const L = PRICE_GUIDE_LIMITS;

export const priceGuideSchema = z.strictObject({
  fromEur: wholeNumber({ ...L.fromEur, refusal: 'invalidInput', example: 1200, description: 'Whole euros: "from €1,200".' }),
  noteEn: ownerText({ ...L.note, example: 'One wall-mounted split unit for a bedroom, supplied and installed, IVA included.' }),
  noteEs: ownerText({ ...L.note, example: 'Un split de pared para un dormitorio, con suministro e instalación, IVA incluido.' }),
  shown: z.boolean().register(z.globalRegistry, { description: 'Shown on the service page; a hidden guide stays saved.' }),
});

export type PriceGuideBody = z.output<typeof priceGuideSchema>;
