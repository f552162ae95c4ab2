import Tooltip from '@mui/material/Tooltip';

/**
 * A column heading with a hint on hover or keyboard focus (the heading text is focusable for that); the theme sets
 * the delays.
 */
export function ColumnHint({ label, hint }: { label: string; hint: string }) {
  return (
    <Tooltip title={hint}>
      <span tabIndex={0} style={{ textDecoration: 'underline dotted', cursor: 'help' }}>
        {label}
      </span>
    </Tooltip>
  );
}
