import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../../../components/responsive-image';
import type { AdminMedia } from '../../api/api-types';

/** A list item: an image's thumbnail (its text beside it says what it shows), its alternative text, and actions. */
export function PhotoRow({ media, alt, children }: { media: AdminMedia; alt: string; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '96px 1fr auto',
        alignItems: 'center',
        gap: 1.5,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <ResponsiveImage id={media.id} width={media.width} height={media.height} alt="" sizes="96px" />
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {alt}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>{children}</Box>
    </Box>
  );
}
