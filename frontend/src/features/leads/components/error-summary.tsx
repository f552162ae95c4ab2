import { LEAD_TOASTS, type LeadFormPost, type LeadKind, VALIDATION_MESSAGES } from '@costa-sol/common';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { formText } from '../content/form-text';

const FAILED = { quote: 'quoteFailed', contact: 'contactFailed' } as const;

/**
 * Above a form the server answered with its errors (sent without JavaScript): the refusal, if the post was refused
 * as a whole, then each field's message as a link to that field. The same messages show at the fields.
 */
export function ErrorSummary({ kind, post, isField }: { kind: LeadKind; post: LeadFormPost; isField: (field: string) => boolean }) {
  const t = useCatalogue(formText);
  const language = useLanguage();
  const problems = Object.entries(post.fieldErrors).filter(([field]) => isField(field));
  const headingId = `${kind}-summary-heading`;
  return (
    <div className="form-summary" role="alert" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.summaryHeading}</h3>
      {post.failed && <p>{LEAD_TOASTS[language][FAILED[kind]]}</p>}
      {problems.length > 0 && (
        <ul>
          {problems.map(([field, code]) => (
            <li key={field}>
              <a href={`#${kind}-${field}`}>{VALIDATION_MESSAGES[language][code]}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
