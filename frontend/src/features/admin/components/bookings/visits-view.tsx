import { addBusinessDays, type BusinessDay, businessDayKey, VISIT_KIND_LABELS, VISIT_STATUS_LABELS } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import type { StaffWeek } from '../../api/get-staff-weeks';
import { type AdminVisit, useVisits } from '../../api/get-visits';
import { adminText } from '../../content/admin-text';
import { daysRange, formatDay, formatTime, officeDayKey } from '../../utils/calendar-time';
import { VisitDialog } from './visit-dialog';

interface VisitsViewProps {
  first: BusinessDay;
  days: number;
  technicianId: string;
  staff: StaffWeek[];
  mayChange: boolean;
}

/** The visits of the period: a column per day for a week; for one day, the route: its visits in order with their towns. */
export function VisitsView({ first, days, technicianId, staff, mayChange }: VisitsViewProps) {
  const t = useCatalogue(adminText);
  const c = t.bookings.calendar;
  const language = useLanguage();
  const visits = useVisits({ ...daysRange(first, days), technicianId: technicianId || undefined });
  const [openId, setOpenId] = useState<string>();
  const open = visits.find((visit) => visit.id === openId);
  const technicianName = (visit: AdminVisit) => staff.find((user) => user.id === visit.technicianId)?.name;
  const label = (visit: AdminVisit) => {
    const who = technicianName(visit);
    const text = c.visitLabel(formatTime(visit.start, language), visit.townName, visit.contact.name);
    return `${text} · ${VISIT_KIND_LABELS[language][visit.kind]} · ${VISIT_STATUS_LABELS[language][visit.status]}${who ? ` · ${who}` : ''}`;
  };
  const dayList = Array.from({ length: days }, (_, offset) => addBusinessDays(first, offset));
  return (
    <>
      {days === 1 ? (
        <DayRoute visits={visits} label={label} onOpen={setOpenId} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' } }}>
          {dayList.map((day) => {
            const key = businessDayKey(day);
            const ofDay = visits.filter((visit) => officeDayKey(visit.start) === key);
            return (
              <Paper key={key} component="section" variant="outlined" aria-labelledby={`day-${key}`} sx={{ p: 1.5 }}>
                <Typography id={`day-${key}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                  {formatDay(day, language)}
                </Typography>
                {ofDay.length === 0 ? (
                  <Typography variant="body2">{c.noVisits}</Typography>
                ) : (
                  <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                    {ofDay.map((visit) => (
                      <li key={visit.id}>
                        <Button
                          variant="text"
                          size="small"
                          onClick={() => setOpenId(visit.id)}
                          sx={{
                            textAlign: 'left',
                            justifyContent: 'flex-start',
                            textTransform: 'none',
                            textDecoration: visit.status === 'cancelled' ? 'line-through' : undefined,
                          }}
                        >
                          {label(visit)}
                        </Button>
                      </li>
                    ))}
                  </Box>
                )}
              </Paper>
            );
          })}
        </Box>
      )}
      {open && <VisitDialog visit={open} staff={staff} mayChange={mayChange} onClose={() => setOpenId(undefined)} />}
    </>
  );
}

function DayRoute({ visits, label, onOpen }: { visits: AdminVisit[]; label: (visit: AdminVisit) => string; onOpen: (id: string) => void }) {
  const t = useCatalogue(adminText);
  const c = t.bookings.calendar;
  const route = visits.filter((visit) => visit.status !== 'cancelled');
  return (
    <section aria-labelledby="day-route">
      <Typography id="day-route" component="h3" variant="h6">
        {c.route}
      </Typography>
      <Typography sx={{ mb: 2 }}>{c.routeIntro}</Typography>
      {route.length === 0 ? (
        <Typography>{c.noVisits}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
          {route.map((visit) => (
            <li key={visit.id}>
              <Button variant="text" onClick={() => onOpen(visit.id)} sx={{ textAlign: 'left', textTransform: 'none', p: 0 }}>
                {label(visit)}
              </Button>
              <Typography variant="body2">{[visit.contact.address, visit.contact.phone].filter(Boolean).join(' · ')}</Typography>
            </li>
          ))}
        </Box>
      )}
    </section>
  );
}
