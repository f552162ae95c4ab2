import { type LeadKind, routePath } from '@costa-sol/common';
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../../components/form/button';
import { CheckCircleGlyph, StarGlyph } from '../../../components/form/icons';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { useBusiness } from '../../../lib/business';
import { formText } from '../content/form-text';

/**
 * What replaces a form once it is sent: thanks (with the emergency callback time for an emergency), a button back to
 * an empty form and the Google review call to action. Focus moves to the heading so screen-reader users hear that the request went through.
 */
export function ThankYou({ kind, emergency, onAgain }: { kind: LeadKind; emergency: boolean; onAgain: () => void }) {
  const t = useCatalogue(formText);
  const language = useLanguage();
  const business = useBusiness();
  const text = t[kind];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `${kind}-thanks-heading`;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="thank-you">
      <span className="thank-you__icon">
        <CheckCircleGlyph />
      </span>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {text.thanksHeading}
      </h3>
      <p>{emergency ? t.emergencyBody(business.emergencyResponseHours) : text.thanksBody(business.replyWithinHours)}</p>
      {kind === 'quote' && (
        <p>
          <a href={routePath('book', language)}>{t.quote.bookVisit}</a>
        </p>
      )}
      <Button look="outlined" large onClick={onAgain}>
        {text.again}
      </Button>
      <div className="thank-you__review">
        <h4>{t.review.heading}</h4>
        <p className="thank-you__muted">{t.review.body}</p>
        <ButtonLink look="secondary" href={business.googleReviewUrl} newTab icon={<StarGlyph />}>
          {t.review.link}
          <span className="visually-hidden">{` ${t.newTab}`}</span>
        </ButtonLink>
      </div>
    </section>
  );
}
