import { CASE_STUDY_FIELD_LIMITS, type Language, REVIEW_FORM_MESSAGES, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';

/** The non-empty lines of a textarea, trimmed: one list item each. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A list written one item per line, checked as the API checks it (count, then each line); yields the items. */
export function lineList(language: Language) {
  const L = CASE_STUDY_FIELD_LIMITS;
  const m = REVIEW_FORM_MESSAGES[language];
  return z.pipe(
    z.string().check(
      z.superRefine((text, context) => {
        const lines = linesOf(text);
        const problem =
          lines.length === 0
            ? VALIDATION_MESSAGES[language].required
            : lines.length > L.listItems.max
              ? m.listItems
              : lines.some((line) => line.length < L.listItem.min)
                ? m.lineMin(L.listItem.min)
                : lines.some((line) => line.length > L.listItem.max)
                  ? m.lineMax(L.listItem.max)
                  : undefined;
        if (problem) context.addIssue({ code: 'custom', message: problem, input: text });
      }),
    ),
    z.transform(linesOf),
  );
}

/** Whole euros per year, from the text typed. */
export function euroAmount(language: Language) {
  const { min, max } = CASE_STUDY_FIELD_LIMITS.energyCost;
  const message = REVIEW_FORM_MESSAGES[language].amountRange;
  return z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/, message)), z.transform(Number)),
    z.number().check(z.minimum(min, message), z.maximum(max, message)),
  );
}
