import Box from '@mui/material/Box';
import { FactList } from '../kit/fact-list';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useBookingStats } from '../../api/get-booking-stats';
import { adminText } from '../../content/admin-text';

/** How visits were booked lately: online or by the office, how many quote requests booked online, and no-shows. */
export function BookingStats() {
  const s = useCatalogue(adminText).bookings.stats;
  const stats = useBookingStats(30);
  const rows = [
    [s.online, stats.bySource.online],
    [s.office, stats.bySource.office],
    [s.share, s.shareValue(stats.quoteLeadsBookedOnline, stats.quoteLeads, stats.onlineBookingShare)],
    [s.noShows, stats.noShows],
  ] as const;
  return (
    <Box component="section" aria-labelledby="booking-stats-heading" sx={{ mt: 4 }}>
      <Typography id="booking-stats-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {s.heading}
      </Typography>
      <FactList facts={rows} />
    </Box>
  );
}
