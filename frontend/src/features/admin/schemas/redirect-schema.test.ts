import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { redirectSchema } from './redirect-schema';

/** The first message of each field: the one the form shows. */
const messages = (values: { fromPath: string; toPath: string }) => {
  const first = new Map<string, string>();
  for (const issue of redirectSchema('es').safeParse(values).error?.issues ?? []) {
    const field = issue.path.join('.');
    if (!first.has(field)) first.set(field, issue.message);
  }
  return [...first];
};

describe('the add-a-redirect form', () => {
  it('sends trimmed site paths', () => {
    expect(redirectSchema('en').parse({ fromPath: ' /qa/old ', toPath: '/qa/new' })).toEqual({ fromPath: '/qa/old', toPath: '/qa/new' });
  });

  it('refuses what is not a path of the site with the API words, in the admin language', () => {
    const invalid = VALIDATION_MESSAGES.es.redirectPathInvalid;
    for (const path of ['qa/old', '/qa/old?x=1', '/QA/old', '/qa/old/', '/api/quotes', '/admin']) {
      expect(messages({ fromPath: path, toPath: '/contact' })).toEqual([['fromPath', invalid]]);
    }
    expect(messages({ fromPath: '', toPath: '/contact' })).toEqual([['fromPath', VALIDATION_MESSAGES.es.required]]);
  });

  it('refuses the same path twice at the new path', () => {
    expect(messages({ fromPath: '/qa/old', toPath: '/qa/old' })).toEqual([['toPath', VALIDATION_MESSAGES.es.redirectSamePath]]);
  });
});
