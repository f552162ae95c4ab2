import { addBusinessDays, type BusinessDay, businessDayKey } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../../../components/page-loading';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { type StaffWeek, useStaffWeeks } from '../../api/get-staff-weeks';
import { adminText } from '../../content/admin-text';
import { formatDay, mondayOf, parseDayKey, todayInOffice } from '../../utils/calendar-time';
import { useMayDo } from '../kit/may-do';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { BookingStats } from './booking-stats';
import { VisitsView } from './visits-view';

type View = 'week' | 'day';

/**
 * The calendar (/admin/calendar, linked from the visit e-mails): a week or a day of visits, per technician or all.
 * The period and the technician live in the address, so a reload or a shared link shows the same. A technician sees
 * only their own visits and changes none.
 */
export function CalendarPage() {
  const mayChange = useMayDo('visits.manage');
  return mayChange ? <OfficeCalendar /> : <Calendar staff={[]} mayChange={false} />;
}

function OfficeCalendar() {
  return <Calendar staff={useStaffWeeks()} mayChange />;
}

function Calendar({ staff, mayChange }: { staff: StaffWeek[]; mayChange: boolean }) {
  const t = useCatalogue(adminText);
  const c = t.bookings.calendar;
  const language = useLanguage();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'day' ? 'day' : 'week';
  const day = parseDayKey(params.get('day')) ?? todayInOffice();
  const technicianId = mayChange ? (params.get('technician') ?? '') : '';
  const go = (changes: { view?: View; day?: BusinessDay; technician?: string }) => {
    const next = new URLSearchParams(params);
    if (changes.view) next.set('view', changes.view);
    if (changes.day) next.set('day', businessDayKey(changes.day));
    if (changes.technician !== undefined) {
      if (changes.technician) next.set('technician', changes.technician);
      else next.delete('technician');
    }
    setParams(next, { replace: true });
  };
  const step = view === 'week' ? 7 : 1;
  const first = view === 'week' ? mondayOf(day) : day;
  const heading =
    view === 'week' ? c.weekOf(formatDay(first, language), formatDay(addBusinessDays(first, 6), language)) : formatDay(day, language);
  return (
    <>
      <AdminHead title={c.title} />
      <PageHeading>{c.title}</PageHeading>
      <Box role="group" aria-label={c.controlsLabel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end', mb: 3 }}>
        <Button variant="outlined" onClick={() => go({ day: addBusinessDays(day, -step) })}>
          {c.previous(view)}
        </Button>
        <Button variant="outlined" onClick={() => go({ day: todayInOffice() })}>
          {c.today}
        </Button>
        <Button variant="outlined" onClick={() => go({ day: addBusinessDays(day, step) })}>
          {c.next(view)}
        </Button>
        {(['week', 'day'] as const).map((option) => (
          <Button
            key={option}
            variant={view === option ? 'contained' : 'outlined'}
            aria-pressed={view === option}
            onClick={() => go({ view: option })}
            // No colour fade between the two looks: mid-way, the text would briefly lack contrast.
            sx={{ transition: 'none' }}
          >
            {c[option]}
          </Button>
        ))}
        {mayChange && (
          <div className="field" style={{ marginBottom: 0 }}>
            <label className="field__label" htmlFor={selectId}>
              {c.technician}
            </label>
            <select
              id={selectId}
              className="field__control"
              value={technicianId}
              onChange={(event) => go({ technician: event.target.value })}
            >
              <option value="">{c.everyone}</option>
              {staff.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {mayChange && (
          <Button data-action="visits.manage" component={Link} to="/admin/calendar/new" variant="contained">
            {c.addVisit}
          </Button>
        )}
      </Box>
      <Box component="h2" sx={{ typography: 'h5', mt: 0, mb: 2 }}>
        {heading}
      </Box>
      <Suspense fallback={<PageLoading label={t.loading} />}>
        <VisitsView first={first} days={step} technicianId={technicianId} staff={staff} mayChange={mayChange} />
      </Suspense>
      {mayChange && (
        <Suspense fallback={<PageLoading label={t.loading} />}>
          <BookingStats />
        </Suspense>
      )}
    </>
  );
}
