import { BOOKED_VISIT_PARAM, type Language, MANAGE_VISIT_PARAM, VISIT_KINDS } from '@costa-sol/common';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import type { TownChoice } from '../../features/bookings/components/visit-form';
import { bookingText } from '../../features/bookings/content/booking-text';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Island } from '../../islands/island';
import { useSiteData } from '../../lib/site-data';
import { BookHead } from './book-head';
import { BookedVisit } from './booked-visit';
import { ManageVisit } from './manage-visit';

function useTowns(language: Language): TownChoice[] {
  const towns = useSiteData(`towns:${language}`, (data) => data.towns(language)).data;
  return towns.map((town) => ({ slug: town.slugs.en, name: town.name })).sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * Book a visit (/book, /es/reservar; issue 25). Rendered for each request (never from the page cache): the query
 * names the kind and town whose free times the server reads (and the day whose times are shown), the visit just booked without JavaScript, or the visitor's
 * manage link (`?manage=`: their visit, to move or cancel). The form
 * is an island that works as plain HTML forms before its script loads.
 */
export default function BookPage() {
  const language = useLanguage();
  const t = useCatalogue(bookingText);
  const [query] = useSearchParams();
  const towns = useTowns(language);
  const booked = query.get(BOOKED_VISIT_PARAM);
  const manage = query.get(MANAGE_VISIT_PARAM);
  const kind = VISIT_KINDS.find((known) => known === query.get('kind'));
  const asked = query.get('town');
  const town = towns.find((candidate) => candidate.slug === asked)?.slug;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
      {manage === null && <BookHead />}
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t.heading}
      </Typography>
      {manage !== null ? (
        <ManageVisit token={manage} towns={towns} />
      ) : booked ? (
        <BookedVisit id={booked} towns={towns} />
      ) : (
        <>
          <Typography sx={{ fontSize: '1.15rem', mb: 4 }}>{t.intro}</Typography>
          {kind && town ? (
            <TimesForm kind={kind} town={town} day={query.get('day') ?? undefined} towns={towns} />
          ) : (
            <Island name="visit-form" load="visible" props={{ towns }} />
          )}
        </>
      )}
    </Container>
  );
}

interface TimesFormProps {
  kind: (typeof VISIT_KINDS)[number];
  town: string;
  /** The day whose times are shown first (`?day=`). */
  day?: string;
  towns: TownChoice[];
}

function TimesForm({ kind, town, day, towns }: TimesFormProps) {
  const language = useLanguage();
  const slots = useSiteData(`slots:${kind}:${town}:${language}`, (data) => data.freeSlots(kind, town, language));
  return <Island name="visit-form" load="visible" props={{ towns, kind, town, slots, ...(day ? { day } : {}) }} />;
}
