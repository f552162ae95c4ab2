import { LANGUAGES, LEAD_CHANNELS, LEAD_KINDS, LEAD_LIST_SORTS, LEAD_SEARCH_LIMITS, LEAD_STATUSES } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Suspense, useState } from 'react';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { LeadFilter } from '../../api/get-leads';
import { useStaffWeeks } from '../../api/get-staff-weeks';
import { adminText } from '../../content/admin-text';
import { FilterSelect, oneOf } from '../filter-select';
import { useMayDo } from '../kit/may-do';

/** The address's query parameters the inbox reads (the search box's `q` among them). */
export type LeadFilterParam = keyof LeadFilter;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters in the address; a value the API would refuse (a hand-edited address) counts as "all". */
export function leadFilterOf(params: URLSearchParams): LeadFilter {
  const matching = (pattern: RegExp, raw: string | null) => (raw && pattern.test(raw) ? raw : undefined);
  const source = params.get('source')?.trim();
  return {
    kind: oneOf(LEAD_KINDS, params.get('kind')),
    status: oneOf(LEAD_STATUSES, params.get('status')),
    language: oneOf(LANGUAGES, params.get('language')),
    channel: oneOf(LEAD_CHANNELS, params.get('channel')),
    emergency: params.get('emergency') === 'true' ? 'true' : undefined,
    from: matching(DAY, params.get('from')),
    to: matching(DAY, params.get('to')),
    assignedToId: matching(UUID, params.get('assignedToId')),
    source: source && source.length <= LEAD_SEARCH_LIMITS.sourceMax ? source : undefined,
    sort: oneOf(LEAD_LIST_SORTS, params.get('sort')),
    q: params.get('q') || undefined,
  };
}

interface LeadFiltersProps {
  filter: LeadFilter;
  setParam: (key: LeadFilterParam, value: string) => void;
  clear: () => void;
}

/** Kind, stage, language, channel, emergencies, days, assignee, source and order; each applies at once and stays in the address. */
export function LeadFilters({ filter, setParam, clear }: LeadFiltersProps) {
  const t = useCatalogue(adminText);
  const l = t.leads;
  const f = t.leadEntry.filters;
  // A technician's inbox holds only the leads assigned to them: the assignee filter is for those who hand leads out.
  const seesEveryLead = useMayDo('leads.assign');
  return (
    <Box role="group" aria-label={l.filters.label} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <FilterSelect
        id="filter-kind"
        label={l.filters.kind}
        value={filter.kind ?? ''}
        allLabel={l.filters.allKinds}
        options={LEAD_KINDS.map((value) => ({ value, label: l.kinds[value] }))}
        onChange={(value) => setParam('kind', value)}
      />
      <FilterSelect
        id="filter-status"
        label={l.filters.status}
        value={filter.status ?? ''}
        allLabel={l.filters.allStatuses}
        options={LEAD_STATUSES.map((value) => ({ value, label: l.statuses[value] }))}
        onChange={(value) => setParam('status', value)}
      />
      <FilterSelect
        id="filter-language"
        label={l.filters.language}
        value={filter.language ?? ''}
        allLabel={l.filters.allLanguages}
        options={LANGUAGES.map((value) => ({ value, label: l.filters.languages[value] }))}
        onChange={(value) => setParam('language', value)}
      />
      <FilterSelect
        id="filter-channel"
        label={f.channel}
        value={filter.channel ?? ''}
        allLabel={f.allChannels}
        options={LEAD_CHANNELS.map((value) => ({ value, label: t.leadEntry.channels[value] }))}
        onChange={(value) => setParam('channel', value)}
      />
      <FilterSelect
        id="filter-emergency"
        label={f.urgency}
        value={filter.emergency ?? ''}
        allLabel={f.allUrgencies}
        options={[{ value: 'true', label: f.emergenciesOnly }]}
        onChange={(value) => setParam('emergency', value)}
      />
      <DayFilter id="filter-from" label={f.from} value={filter.from ?? ''} onChange={(value) => setParam('from', value)} />
      <DayFilter id="filter-to" label={f.to} value={filter.to ?? ''} onChange={(value) => setParam('to', value)} />
      {seesEveryLead && (
        <Suspense fallback={null}>
          <AssigneeFilter value={filter.assignedToId ?? ''} onChange={(value) => setParam('assignedToId', value)} />
        </Suspense>
      )}
      <SourceFilter value={filter.source ?? ''} onApply={(value) => setParam('source', value)} />
      <TextField
        id="filter-sort"
        select
        label={f.sort}
        value={filter.sort ?? 'newest'}
        onChange={(event) => setParam('sort', event.target.value === 'newest' ? '' : event.target.value)}
        size="small"
        sx={{ minWidth: 220 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {LEAD_LIST_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {f.sorts[sort]}
          </option>
        ))}
      </TextField>
      <Button variant="text" onClick={clear}>
        {f.clear}
      </Button>
    </Box>
  );
}

/** A calendar day; applied once the browser's date field holds a whole date, or is emptied. */
function DayFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  // As FilterSelect: the field shows what is typed at once; a new value from outside (back button, "clear") wins.
  const [typed, setTyped] = useState({ value, from: value });
  const shown = typed.from === value ? typed.value : value;
  return (
    <TextField
      id={id}
      type="date"
      label={label}
      value={shown}
      onChange={(event) => {
        setTyped({ value: event.target.value, from: value });
        if (event.target.value === '' || DAY.test(event.target.value)) onChange(event.target.value);
      }}
      size="small"
      sx={{ minWidth: 180 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** The staff users a lead may be assigned to, by name. */
function AssigneeFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useCatalogue(adminText);
  const f = t.leadEntry.filters;
  const staff = useStaffWeeks();
  return (
    <FilterSelect
      id="filter-assignee"
      label={f.assignee}
      value={value}
      allLabel={f.allAssignees}
      options={staff.map((user) => ({ value: user.id, label: user.name }))}
      onChange={onChange}
    />
  );
}

/** The utm_source, typed exactly; applied with Enter or on leaving the field. */
function SourceFilter({ value, onApply }: { value: string; onApply: (value: string) => void }) {
  const t = useCatalogue(adminText);
  const f = t.leadEntry.filters;
  // As FilterSelect: what is typed shows at once; a new value from outside (back button, "clear") wins.
  const [typed, setTyped] = useState({ text: value, from: value });
  const text = typed.from === value ? typed.text : value;
  const setText = (next: string) => setTyped({ text: next, from: value });
  const apply = () => {
    if (text.trim() !== value) onApply(text.trim());
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <TextField
        id="filter-source"
        size="small"
        label={f.source}
        helperText={f.sourceHint}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        slotProps={{ htmlInput: { maxLength: LEAD_SEARCH_LIMITS.sourceMax } }}
      />
    </Box>
  );
}
