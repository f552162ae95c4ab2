import Box from '@mui/material/Box';

/** Labelled figures as a description list, label beside value. */
export function FactList({ facts }: { facts: readonly (readonly [label: string, value: string | number])[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 3, rowGap: 0.5, m: 0, mb: 2 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
