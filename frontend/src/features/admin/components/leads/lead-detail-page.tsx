import { LEAD_LOST_REASON_LABELS } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useLead } from '../../api/get-lead';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { leadFieldLabel, leadValueText } from './lead-labels';
import { LeadFollowUpForm } from './lead-follow-up-form';
import { LeadStatusForm } from './lead-status-form';
import { EmergencyBadge } from './emergency-badge';
import { LeadAssigneeForm } from './lead-assignee-form';
import { useMayDo } from '../kit/may-do';
import { LeadTimeline } from './lead-timeline';
import { formatEuros } from './format-euros';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label / value pairs as a description list; empty values are left out. */
function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows
        .filter(([, value]) => value !== '' && value !== undefined && value !== null)
        .map(([label, value], index) => (
          <Box key={`${index}-${label}`} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
    </Box>
  );
}

const PERSON_FIELDS = new Set(['name', 'firstName', 'lastName', 'email', 'phone']);

/** Everything a quote or contact message holds, its stage with its figures, and its timeline with an add-note form. */
export function LeadDetailPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const l = t.leads;
  const { leadId = '' } = useParams();
  const lead = useLead(leadId);
  const mayAssign = useMayDo('leads.assign');
  const mayBook = useMayDo('visits.manage');
  const value = (field: string, raw: unknown) => leadValueText(field, raw, language, t);
  const euros = (amount: number) => formatEuros(amount, language);
  const requestRows = Object.entries(lead.fields)
    .filter(([field]) => !PERSON_FIELDS.has(field))
    .map(([field, raw]): [string, ReactNode] => [leadFieldLabel(field, t, language), value(field, raw)]);
  const originRows = Object.entries(lead.origin).map(([field, raw]): [string, ReactNode] => [
    leadFieldLabel(field, t, language),
    value(field, raw),
  ]);
  return (
    <>
      <AdminHead title={`${l.detailTitle}: ${lead.name}`} />
      <Link component={RouterLink} to="/admin/leads" sx={{ display: 'inline-block', mb: 2 }}>
        {l.back}
      </Link>
      <PageHeading>
        {l.kinds[lead.kind]}: {lead.name}
      </PageHeading>
      {lead.isEmergency && <EmergencyBadge />}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Section id="lead-person" title={l.sections.person}>
          <Details
            rows={[
              [l.fieldLabels.name, lead.name],
              [l.fieldLabels.email, lead.email && <Link href={`mailto:${lead.email}`}>{lead.email}</Link>],
              [l.fieldLabels.phone, lead.phone && <Link href={`tel:${lead.phone.replace(/[^+\d]/g, '')}`}>{lead.phone}</Link>],
              [t.leadEntry.channelColumn, t.leadEntry.channels[lead.channel]],
              [l.received, t.common.dateTime(lead.receivedAt)],
              ...(lead.isSpam ? [[l.spam, l.yes] as [string, ReactNode]] : []),
            ]}
          />
          {mayBook && !lead.isSpam && (
            <Button
              data-action="visits.manage"
              component={RouterLink}
              to={`/admin/calendar/new?lead=${encodeURIComponent(lead.id)}`}
              variant="outlined"
              sx={{ mt: 2 }}
            >
              {l.bookVisit}
            </Button>
          )}
        </Section>
        <Section id="lead-request" title={l.sections.request}>
          <Details rows={requestRows} />
        </Section>
        <Section id="lead-status-section" title={l.sections.status}>
          <Details
            rows={[
              [l.columns.status, l.statuses[lead.status]],
              [l.timeline.figures.quotedAmount, lead.quotedAmount === null ? '' : euros(lead.quotedAmount)],
              [l.timeline.figures.wonValue, lead.wonValue === null ? '' : euros(lead.wonValue)],
              [l.timeline.figures.lostReason, lead.lostReason ? LEAD_LOST_REASON_LABELS[language][lead.lostReason] : ''],
              [l.timeline.firstResponse, lead.firstResponseAt ? t.common.dateTime(lead.firstResponseAt) : ''],
              [l.updated, lead.updatedAt ? t.common.dateTime(lead.updatedAt) : ''],
            ]}
          />
          <Box sx={{ mt: 3 }}>
            <LeadStatusForm key={`${lead.id}-${lead.status}-${lead.updatedAt ?? ''}`} lead={lead} />
          </Box>
        </Section>
        {mayAssign && (
          <Section id="lead-assignee-section" title={t.leadEntry.assign.label}>
            <Suspense fallback={null}>
              <LeadAssigneeForm key={`${lead.id}-${lead.assignedToId ?? ''}`} lead={lead} />
            </Suspense>
          </Section>
        )}
        <Section id="lead-follow-up-section" title={l.followUp.label}>
          <Typography sx={{ mb: 2 }} data-testid="lead-follow-up-day">
            {lead.followUpOn ? l.followUp.day(lead.followUpOn) : l.followUp.none}
          </Typography>
          <LeadFollowUpForm key={`${lead.id}-${lead.followUpOn ?? ''}`} lead={lead} />
        </Section>
        <Section id="lead-timeline" title={l.sections.timeline}>
          <LeadTimeline leadId={lead.id} events={lead.timeline} />
        </Section>
        <Section id="lead-origin" title={l.sections.origin}>
          <Details rows={originRows} />
        </Section>
      </Box>
    </>
  );
}
