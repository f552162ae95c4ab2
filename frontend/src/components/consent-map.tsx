import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface ConsentMapProps {
  src: string;
  title: string;
  address: string;
  notice: string;
  showLabel: string;
}

/**
 * A map that loads Google's embed only when the visitor asks for it: no third-party content or cookies before
 * consent (decisions.md), and nothing heavy on first paint.
 */
export function ConsentMap({ src, title, address, notice, showLabel }: ConsentMapProps) {
  const [shown, setShown] = useState(false);
  if (shown) {
    return <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen style={{ display: 'block', width: '100%', height: 360, border: 0 }} />;
  }
  return (
    <Box sx={{ height: 360, display: 'grid', placeItems: 'center', textAlign: 'center', p: 3, bgcolor: 'grey.100' }}>
      <Box>
        <Typography sx={{ fontWeight: 700, mb: 1 }}>{address}</Typography>
        <Typography variant="body2" sx={{ mb: 2, maxWidth: 420 }}>
          {notice}
        </Typography>
        <Button variant="outlined" onClick={() => setShown(true)}>
          {showLabel}
        </Button>
      </Box>
    </Box>
  );
}
