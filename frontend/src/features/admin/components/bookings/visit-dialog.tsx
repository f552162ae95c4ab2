import { VISIT_KIND_LABELS, VISIT_STATUS_LABELS, type VisitStatus } from '@costa-sol/common';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useChangeVisit } from '../../api/change-visit';
import type { StaffWeek } from '../../api/get-staff-weeks';
import type { AdminVisit } from '../../api/get-visits';
import { adminText } from '../../content/admin-text';
import { formatTime, instantOfOfficeStart, officeStartText } from '../../utils/calendar-time';
import { refusalText } from '../refusal';

interface VisitDialogProps {
  visit: AdminVisit;
  staff: StaffWeek[];
  mayChange: boolean;
  onClose: () => void;
}

/** One visit: who, where and when; for the office, move it, give it to someone else, or close it. */
export function VisitDialog({ visit, staff, mayChange, onClose }: VisitDialogProps) {
  const t = useCatalogue(adminText);
  const c = t.bookings.calendar;
  const language = useLanguage();
  const { toast } = useToast();
  const change = useChangeVisit();
  const ids = { title: useId(), start: useId(), technician: useId(), startHelp: useId() };
  const [start, setStart] = useState(officeStartText(visit.start));
  const [technicianId, setTechnicianId] = useState(visit.technicianId);
  const [failure, setFailure] = useState<string>();
  const [startInvalid, setStartInvalid] = useState(false);
  const booked = visit.status === 'booked';

  const send = async (body: { start?: string; technicianId?: string; status?: Exclude<VisitStatus, 'booked'> }, toldVisitor: boolean) => {
    setFailure(undefined);
    try {
      const saved = await change.mutateAsync({ id: visit.id, body });
      toast({ title: c.changed, description: toldVisitor ? c.movedText : VISIT_STATUS_LABELS[language][saved.status] });
      onClose();
    } catch (error) {
      setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };
  const move = () => {
    const instant = instantOfOfficeStart(start);
    setStartInvalid(!instant);
    if (instant) void send({ start: instant.toISOString() }, true);
  };
  const details: [string, string][] = [
    [c.details, `${VISIT_KIND_LABELS[language][visit.kind]} · ${VISIT_STATUS_LABELS[language][visit.status]} · ${c.sources[visit.source]}`],
    [c.phone, visit.contact.phone],
    [c.address, visit.contact.address],
    [c.notes, visit.contact.notes],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={ids.title} fullWidth maxWidth="sm">
      <DialogTitle id={ids.title}>{c.visitLabel(formatTime(visit.start, language), visit.townName, visit.contact.name)}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ m: 0, mb: 2, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1 } }}>
          {details
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={`${term}${value}`}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </Box>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {mayChange && booked && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <div className={startInvalid ? 'field field--invalid' : 'field'}>
              <label className="field__label" htmlFor={ids.start}>
                {c.moveLabel}
              </label>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <input
                  id={ids.start}
                  className="field__control"
                  value={start}
                  onChange={(event) => setStart(event.target.value)}
                  aria-invalid={startInvalid || undefined}
                  aria-describedby={startInvalid ? ids.startHelp : undefined}
                />
                <Button data-action="visits.manage" variant="contained" onClick={move} disabled={change.isPending}>
                  {c.move}
                </Button>
              </Box>
              {startInvalid && (
                <p className="field__helper" id={ids.startHelp}>
                  {c.startInvalid}
                </p>
              )}
            </div>
            {staff.length > 1 && (
              <div className="field">
                <label className="field__label" htmlFor={ids.technician}>
                  {c.reassignLabel}
                </label>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <select
                    id={ids.technician}
                    className="field__control"
                    value={technicianId}
                    onChange={(event) => setTechnicianId(event.target.value)}
                  >
                    {staff.map((user) => (
                      <option key={user.id} value={user.id}>
                        {user.name}
                      </option>
                    ))}
                  </select>
                  <Button
                    data-action="visits.manage"
                    variant="outlined"
                    disabled={change.isPending || technicianId === visit.technicianId}
                    onClick={() => void send({ technicianId }, true)}
                  >
                    {c.reassign}
                  </Button>
                </Box>
              </div>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                data-action="visits.manage"
                variant="outlined"
                disabled={change.isPending}
                onClick={() => void send({ status: 'done' }, false)}
              >
                {c.markDone}
              </Button>
              <Button
                data-action="visits.manage"
                variant="outlined"
                disabled={change.isPending}
                onClick={() => void send({ status: 'no-show' }, false)}
              >
                {c.markNoShow}
              </Button>
              <Button
                data-action="visits.manage"
                variant="outlined"
                color="error"
                disabled={change.isPending}
                onClick={() => void send({ status: 'cancelled' }, false)}
              >
                {c.cancelVisit}
              </Button>
            </Box>
          </Box>
        )}
        {!mayChange && <Typography variant="body2">{visit.contact.email}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{c.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
