import type { z } from '../../../lib/zod';

/** The first message of each field, as the form shows it (react-hook-form keeps the first issue per field). */
export function firstMessages(error: z.core.$ZodError | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (!(field in messages)) messages[field] = issue.message;
  }
  return messages;
}
