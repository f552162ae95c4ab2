import { LEAD_LOST_REASON_LABELS, LEAD_NOTE_LIMITS, type Language } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { z } from '../../../../lib/zod';
import { useAddLeadNote } from '../../api/add-lead-note';
import type { LeadEvent } from '../../api/api-types';
import { type AdminText, adminText } from '../../content/admin-text';
import { FormError } from '../form-actions';
import { refusalText } from '../refusal';
import { formatEuros } from './format-euros';

/** One line saying what happened, in the admin's language. */
function eventText(event: LeadEvent, t: AdminText, language: Language): string {
  const l = t.leads;
  const e = l.timeline;
  switch (event.kind) {
    case 'note':
      return event.text ?? '';
    case 'stage': {
      const to = event.to ? l.statuses[event.to] : '';
      const figure =
        event.amount !== undefined
          ? ` · ${formatEuros(event.amount, language)}`
          : event.value !== undefined
            ? ` · ${formatEuros(event.value, language)}`
            : event.lostReason
              ? ` · ${LEAD_LOST_REASON_LABELS[language][event.lostReason]}`
              : '';
      return `${e.stage(event.from ? l.statuses[event.from] : '', to)}${figure}${event.note ? ` — ${event.note}` : ''}`;
    }
    case 'assigned':
      return event.assigneeName ? e.assigned(event.assigneeName) : e.unassigned;
    case 'contact':
      return `${event.channel === 'email' ? e.contactEmail : e.contactCall}${event.note ? ` — ${event.note}` : ''}`;
    case 'email':
      return e.email(event.recipient === 'visitor' ? e.toVisitor : e.toStaff, event.subject ?? '');
    case 'entered':
      return t.leadEntry.timeline(event.leadChannel ? t.leadEntry.channels[event.leadChannel] : '');
    case 'follow-up':
      return event.followUpOn ? e.followUpSet(l.followUp.day(event.followUpOn)) : e.followUpCleared;
  }
}

function NoteForm({ leadId }: { leadId: string }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const e = t.leads.timeline;
  const schema = useMemo(
    () =>
      z.object({
        text: z
          .string()
          .check(
            z.trim(),
            z.minLength(LEAD_NOTE_LIMITS.min, e.noteRequired),
            z.maxLength(LEAD_NOTE_LIMITS.max, e.noteTooLong(LEAD_NOTE_LIMITS.max)),
          ),
      }),
    [language],
  );
  const { control, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { text: '' } });
  const add = useAddLeadNote(leadId);
  const { toast } = useToast();
  const [failure, setFailure] = useState<string>();
  const onValid = async ({ text }: { text: string }) => {
    setFailure(undefined);
    try {
      await add.mutateAsync(text);
      reset({ text: '' });
      toast({ title: e.noteAdded, description: e.noteAddedText });
    } catch (error) {
      setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label={e.addNote}
      onSubmit={handleSubmit(onValid)}
      sx={{ display: 'grid', gap: 2, maxWidth: 560, mb: 3 }}
    >
      <FormError message={failure} />
      <TextInput control={control} name="text" id="lead-new-note" label={e.newNote} hint={e.newNoteHint} required multiline minRows={3} />
      <Box>
        <Button
          data-action="leads.work"
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
        >
          {formState.isSubmitting ? t.common.saving : e.addNote}
        </Button>
      </Box>
    </Box>
  );
}

/** The lead's history, newest first: notes (never overwritten), stages, assignments, contacts and e-mails, with who and when. */
export function LeadTimeline({ leadId, events }: { leadId: string; events: LeadEvent[] }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const e = t.leads.timeline;
  return (
    <>
      <NoteForm leadId={leadId} />
      {events.length === 0 ? (
        <Typography>{e.empty}</Typography>
      ) : (
        <Box component="ol" aria-label={e.label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {events.map((event) => (
            <Box
              component="li"
              key={event.id}
              sx={{ borderLeft: 3, borderColor: event.kind === 'note' ? 'primary.main' : 'divider', pl: 2 }}
            >
              <Typography variant="body2" color="text.secondary">
                <time dateTime={event.at}>{t.common.dateTime(event.at)}</time> · {e.kinds[event.kind]} · {event.authorName ?? e.system}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{eventText(event, t, language)}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
