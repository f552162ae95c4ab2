import Chip from '@mui/material/Chip';

/**
 * "Published" or "Draft" (each collection's own words: Spanish agrees them with the noun), never by colour alone; no
 * colour transition, so it is never read half-way (contrast).
 */
export function PublicationStatusChip({ published, labels }: { published: boolean; labels: { published: string; draft: string } }) {
  return (
    <Chip
      size="small"
      label={published ? labels.published : labels.draft}
      color={published ? 'success' : 'default'}
      variant={published ? 'filled' : 'outlined'}
      sx={{ transition: 'none' }}
    />
  );
}
