import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';

/** Backup codes, shown this once: one a line, to copy, download as a text file or print; gone once dismissed. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const s = useCatalogue(adminText).sessions.backupCodes;
  const [copied, setCopied] = useState(false);
  const text = `${s.fileHeading}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };

  return (
    <Box component="section" aria-label={s.title} sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
      <Typography component="h3" variant="h6">
        {s.title}
      </Typography>
      <Alert severity="warning">{s.showOnce}</Alert>
      <Box
        component="ol"
        aria-label={s.listLabel}
        sx={{ m: 0, pl: 4, fontFamily: 'monospace', fontSize: '1.1rem', columns: { sm: 2 }, userSelect: 'all' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {copied ? s.copied : s.copy}
        </Button>
        <Button variant="outlined" component="a" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download={s.fileName}>
          {s.download}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {s.saved}
        </Button>
      </Box>
    </Box>
  );
}
