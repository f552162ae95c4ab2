import Box from '@mui/material/Box';
import type { AuditEntry } from '../../api/api-types';

type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

const shown = (value: unknown): string => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields an entry changed, before → after; a creation or a deletion lists the fields it had. */
function changedFields(entry: AuditEntry): { field: string; before: string; after: string }[] {
  const before = asFields(entry.before);
  const after = asFields(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => field !== 'updatedAt');
  return fields
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }))
    .filter((change) => change.before !== change.after);
}

/** One entry's changes as a definition list: the field, then what it was and what it became. */
export function AuditChange({ entry, labels }: { entry: AuditEntry; labels: { before: string; after: string; none: string } }) {
  const changes = changedFields(entry);
  if (changes.length === 0) return <>{labels.none}</>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
      {changes.slice(0, 12).map((change) => (
        <Box key={change.field} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="dt" sx={{ fontWeight: 600, display: 'inline' }}>
            {change.field}:{' '}
          </Box>
          <Box component="dd" sx={{ m: 0, display: 'inline' }}>
            {change.before && (
              <Box component="del" aria-label={labels.before} sx={{ color: 'text.secondary' }}>
                {change.before.slice(0, 160)}
              </Box>
            )}
            {change.before && change.after && ' → '}
            {change.after && (
              <Box component="ins" aria-label={labels.after} sx={{ textDecoration: 'none' }}>
                {change.after.slice(0, 160)}
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
