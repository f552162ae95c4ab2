import type { ArticleProblem } from '@costa-sol/common/content-files';
import { DomainError } from '../../../shared/domain/domain-error';

export class ArticlePageNotFoundError extends DomainError {
  readonly code = 'ARTICLES.NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such article page.');
  }
}

export class ArticleRevisionNotFoundError extends DomainError {
  readonly code = 'ARTICLES.REVISION_NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such revision of this page.');
  }
}

/** The page's Markdown is not what the site's renderer accepts: the message lists every problem, the field is the first one's language. */
export class ArticleMarkdownInvalidError extends DomainError {
  readonly code = 'ARTICLES.MARKDOWN_INVALID';
  readonly kind = 'invalid';
  override readonly fieldError;
  constructor(readonly problems: ArticleProblem[]) {
    super(problems.map(({ language, where, message }) => `${language} ${where}: ${message}`).join('; '));
    const first = problems[0]?.language ?? 'en';
    this.fieldError = { field: first === 'en' ? 'markdownEn' : 'markdownEs', code: 'articleMarkdownInvalid' } as const;
  }
}
