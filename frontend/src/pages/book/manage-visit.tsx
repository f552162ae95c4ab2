import {
  MANAGE_CHANGES,
  MANAGE_DONE_PARAM,
  MANAGE_PROBLEM_PARAM,
  MANAGE_PROBLEMS,
  MANAGE_VISIT_PARAM,
  routePath,
  VISIT_KIND_LABELS,
  VISIT_STATUS_LABELS,
  type VisitKind,
} from '@costa-sol/common';
import { useSearchParams } from 'react-router';
import { SlotPicker } from '../../features/bookings/components/slot-picker';
import type { TownChoice } from '../../features/bookings/components/visit-form';
import { bookingText } from '../../features/bookings/content/booking-text';
import { visitDay, visitTime } from '../../features/bookings/visit-times';
import { useBusiness } from '../../lib/business';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { useSiteData } from '../../lib/site-data';
import { BookHead } from './book-head';

/**
 * The visitor's manage link (`?manage=<token>` from their e-mails; issue 25): the visit without personal details and,
 * while it is booked and has not started, plain forms posted to this page to move it or cancel it (no script needed;
 * ManageFormPosts answers them). Rendered per request like the rest of the booking page.
 */
export function ManageVisit({ token, towns }: { token: string; towns: TownChoice[] }) {
  const language = useLanguage();
  const t = useCatalogue(bookingText);
  const business = useBusiness();
  const [query] = useSearchParams();
  const visit = useSiteData(`managed-visit:${token}`, async (data) => {
    const found = await data.managedVisit(token);
    return found && { ...found, changeable: found.status === 'booked' && Date.parse(found.start) > Date.now() };
  });
  if (!visit) {
    return (
      <>
        <BookHead personal status={404} />
        <div className="notice notice--warning">
          <p>{t.manage.invalid}</p>
          <p>
            <a href={business.phoneHref}>{t.times.call(business.phone)}</a>
          </p>
        </div>
      </>
    );
  }
  const done = MANAGE_CHANGES.find((change) => change === query.get(MANAGE_DONE_PARAM));
  const problem = MANAGE_PROBLEMS.find((known) => known === query.get(MANAGE_PROBLEM_PARAM));
  const townName = towns.find((town) => town.slug === visit.town)?.name ?? visit.town;
  return (
    <>
      <BookHead personal />
      {done && (
        <div className="notice notice--success" role="status">
          <p>{t.manage.done[done]}</p>
        </div>
      )}
      {problem && (
        <div className="notice notice--warning" role="alert">
          <p>{t.manage.problems[problem]}</p>
          <p>
            <a href={business.phoneHref}>{t.times.call(business.phone)}</a>
          </p>
        </div>
      )}
      <section aria-labelledby="managed-visit-heading">
        <h2 id="managed-visit-heading">{t.manage.heading}</h2>
        <dl className="visit-summary">
          <dt>{t.confirmation.kind}</dt>
          <dd>{VISIT_KIND_LABELS[language][visit.kind]}</dd>
          <dt>{t.confirmation.when}</dt>
          <dd>{`${visitDay(visit.start, language)}, ${visitTime(visit.start, language)}`}</dd>
          <dt>{t.confirmation.town}</dt>
          <dd>{townName}</dd>
          <dt>{t.manage.status}</dt>
          <dd>{VISIT_STATUS_LABELS[language][visit.status]}</dd>
        </dl>
      </section>
      {visit.status === 'cancelled' ? (
        <p>
          {t.manage.cancelled} <a href={routePath('book', language)}>{t.manage.again}</a>
        </p>
      ) : visit.changeable ? (
        <ManageForms token={token} kind={visit.kind} town={visit.town} day={query.get('day') ?? undefined} />
      ) : (
        <p>
          {t.manage.closed} <a href={business.phoneHref}>{t.times.call(business.phone)}</a>
        </p>
      )}
    </>
  );
}

function ManageForms({ token, kind, town, day }: { token: string; kind: VisitKind; town: string; day?: string }) {
  const language = useLanguage();
  const t = useCatalogue(bookingText);
  const business = useBusiness();
  const slots = useSiteData(`slots:${kind}:${town}:${language}`, (data) => data.freeSlots(kind, town, language));
  const action = `${routePath('book', language)}?${new URLSearchParams({ [MANAGE_VISIT_PARAM]: token }).toString()}`;
  const movable = slots.availability === 'online' && slots.slots.length > 0;
  return (
    <>
      <form method="post" action={action} noValidate aria-labelledby="manage-move-heading">
        <h2 id="manage-move-heading">{t.manage.move.heading}</h2>
        {movable ? (
          <>
            <input type="hidden" name="change" value="move" />
            <SlotPicker
              slots={slots.slots}
              language={language}
              day={day}
              dayHref={(next) => `?${new URLSearchParams({ [MANAGE_VISIT_PARAM]: token, day: next }).toString()}#manage-move-heading`}
            />
            <button type="submit" className="button button--contained">
              {t.manage.move.submit}
            </button>
          </>
        ) : (
          <div className="notice notice--warning">
            <p>{slots.message}</p>
            <p>
              <a href={business.phoneHref}>{t.times.call(business.phone)}</a>
            </p>
          </div>
        )}
      </form>
      <form method="post" action={action} aria-labelledby="manage-cancel-heading">
        <h2 id="manage-cancel-heading">{t.manage.cancel.heading}</h2>
        <p>{t.manage.cancel.body}</p>
        <input type="hidden" name="change" value="cancel" />
        <button type="submit" className="button button--outlined">
          {t.manage.cancel.submit}
        </button>
      </form>
    </>
  );
}
