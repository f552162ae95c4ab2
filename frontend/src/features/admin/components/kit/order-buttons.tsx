import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';

interface OrderButtonsProps {
  /** The row's place, 0 first. */
  index: number;
  count: number;
  /** What the row is, for the buttons' accessible names ("Move Sarah up"). */
  name: string;
  onMove: (position: number) => void;
  /** Shows the row's place before the buttons (default); off where the row's heading already says it. */
  showPlace?: boolean;
}

/**
 * Its place (1, 2, 3…) and Move up / Move down. Focus follows the row to its new place; when the move takes it to
 * the top or the bottom, where the button pressed is disabled, focus goes to the other one instead of being lost.
 */
export function OrderButtons({ index, count, name, onMove, showPlace = true }: OrderButtonsProps) {
  const t = useCatalogue(adminText).reviews.order;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const [pressed, setPressed] = useState<'up' | 'down'>();
  useEffect(() => {
    if (pressed === undefined) return;
    const stuck = (pressed === 'up' && index === 0) || (pressed === 'down' && index === count - 1);
    const target = (pressed === 'up') !== stuck ? up : down;
    target.current?.focus();
    setPressed(undefined);
    // Only when the row has moved (a new index), not on every render.
  }, [index]);

  const move = (direction: 'up' | 'down') => {
    setPressed(direction);
    onMove(direction === 'up' ? index - 1 : index + 1);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {showPlace && (
        <Box component="span" sx={{ minWidth: '2ch', fontWeight: 700 }}>
          {index + 1}
        </Box>
      )}
      <IconButton ref={up} size="small" aria-label={t.moveUpLabel(name)} title={t.moveUp} disabled={index === 0} onClick={() => move('up')}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        ref={down}
        size="small"
        aria-label={t.moveDownLabel(name)}
        title={t.moveDown}
        disabled={index === count - 1}
        onClick={() => move('down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
