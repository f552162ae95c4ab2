import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { calculatorText } from '../content/calculator-text';
import { formatResult, type Sizing } from '../sizing-summary';

function Figure({ label, value, unit, main }: { label: string; value: string; unit: string; main?: boolean }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: main ? '2rem' : '1.35rem', lineHeight: 1.2 }}>
        {value} {unit}
      </Typography>
    </div>
  );
}

/** The estimate in three units, the split size (or why there is none), how it was reached, and the caller's actions. */
export function SizingResult({ sizing, actions }: { sizing: Sizing; actions?: ReactNode }) {
  const language = useLanguage();
  const t = useCatalogue(calculatorText).result;
  const figures = formatResult(sizing.result, language);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="hvac-result-heading" sx={{ p: { xs: 2.5, md: 3.5 }, borderColor: 'primary.main', borderWidth: 2 }}>
      <Typography id="hvac-result-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {t.heading}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 2.5, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, auto)' }, justifyContent: 'start', columnGap: 5 }}>
        <Figure label={t.kw} value={figures.kw} unit="kW" main />
        <Figure label={t.btu} value={figures.btu} unit="BTU/h" />
        <Figure label={t.frigorias} value={figures.frigorias} unit="frigorías/h" />
      </Box>
      {figures.splitKw ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          <AlertTitle sx={{ fontWeight: 700 }}>{t.split(figures.splitKw)}</AlertTitle>
          {t.splitNote}
        </Alert>
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle sx={{ fontWeight: 700 }}>{t.overHeading(figures.largestSplitKw)}</AlertTitle>
          {t.overText(figures.largestSplitKw)}
        </Alert>
      )}
      <Typography sx={{ mb: 1 }}>
        {t.comparison(figures.ruleBtu, figures.tableBtu)} {sizing.result.decidedBy === 'rule' ? t.decidedByRule : t.decidedByTable}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: actions ? 2.5 : 0 }}>
        {t.caveat}
      </Typography>
      {actions}
    </Paper>
  );
}
