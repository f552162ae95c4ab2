import { fieldErrorsOf, validationFailure } from '../../../../shared/http/validation-failure';

/** A query's [from, to): `to` after `from`, at most `maxDays` apart (400 on `to` otherwise). */
export function instantRange(from: string, to: string, maxDays: number): { from: Date; to: Date } {
  const range = { from: new Date(from), to: new Date(to) };
  const length = range.to.getTime() - range.from.getTime();
  if (!(length > 0 && length <= maxDays * 86_400_000)) throw validationFailure(fieldErrorsOf('to', 'invalidInput'));
  return range;
}
