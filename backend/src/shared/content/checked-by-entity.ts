import type { z } from 'zod';
import { z as mini } from 'zod/mini';

/**
 * A content file's entry checked by the entity's one schema in common, the rules the admin's form and the API use: the
 * file keeps its own layout (a text as `{ en, es }`), `toBody` says which body the entry stands for, and each refusal is
 * reported at the body field it concerns (`noteEs: tooLong`).
 */
export function checkedByEntity<Entry>(entity: mini.core.$ZodType, toBody: (entry: Entry) => Record<string, unknown>) {
  return (entry: Entry, context: z.RefinementCtx): void => {
    const checked = mini.safeParse(entity, toBody(entry));
    for (const issue of checked.error?.issues ?? []) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  };
}
