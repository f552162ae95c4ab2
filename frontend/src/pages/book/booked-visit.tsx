import Typography from '@mui/material/Typography';
import { VisitConfirmation } from '../../features/bookings/components/visit-confirmation';
import type { TownChoice } from '../../features/bookings/components/visit-form';
import { bookingText } from '../../features/bookings/content/booking-text';
import { useCatalogue } from '../../i18n/i18n-context';
import { useSiteData } from '../../lib/site-data';

/** Where the booking form sent without JavaScript lands: the visit's kind, time and town, read by its id. */
export function BookedVisit({ id, towns }: { id: string; towns: TownChoice[] }) {
  const t = useCatalogue(bookingText).confirmation;
  const visit = useSiteData(`booked-visit:${id}`, (data) => data.bookedVisit(id));
  if (!visit) return <Typography>{t.notFound}</Typography>;
  const townName = towns.find((town) => town.slug === visit.town)?.name ?? visit.town;
  return <VisitConfirmation visit={visit} townName={townName} />;
}
