import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { useBusiness } from '../../lib/business';
import { madridDay } from '@costa-sol/common';
import { formatLongDate } from '../../lib/format-date';
import { upcomingClosures, weeklyHoursRows } from '../../lib/opening-hours';
import { ContactBlock } from './contact-block';
import { contactText } from './contact-text';

/**
 * The weekly hours and the coming holiday closures of the business settings. Each dt/dd pair sits in a div inside the
 * dl (a dl takes either bare pairs or div-wrapped ones, never both).
 */
export function BusinessHours() {
  const t = useCatalogue(contactText);
  const language = useLanguage();
  const { openingHours, holidayClosures, emergencyResponseHours } = useBusiness();
  const closures = upcomingClosures(holidayClosures, madridDay(new Date()));
  return (
    <ContactBlock id="hours-heading" heading={t.hours.heading}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 1, '& dd': { m: 0, textAlign: 'right' } }}
      >
        {weeklyHoursRows(openingHours, language, t.hours.closed).map((row) => (
          <Box key={row.days} sx={{ display: 'contents' }}>
            <dt>{row.days}</dt>
            <dd>{row.time}</dd>
          </Box>
        ))}
        <Box sx={{ display: 'contents', '& dt, & dd': { fontWeight: 700, color: 'primary.main' } }}>
          <dt>{t.hours.emergency}</dt>
          <dd>{t.hours.emergencyTime}</dd>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t.hours.note(emergencyResponseHours)}
      </Typography>
      {closures.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }} data-holiday-closures>
          {t.hours.holidays} {closures.map((day) => formatLongDate(day, language)).join(', ')}.
        </Typography>
      )}
    </ContactBlock>
  );
}
