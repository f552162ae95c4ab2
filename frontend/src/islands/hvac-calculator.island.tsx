import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MuiFrame } from '../components/mui-frame';
import { HvacCalculator } from '../features/hvac-calculator/components/hvac-calculator';
import { type Sizing, sizingSummary } from '../features/hvac-calculator/sizing-summary';
import { whatsappUrl } from '../features/whatsapp/choose-message';
import { whatsappMessages } from '../features/whatsapp/content/messages';
import { useCatalogue, useLanguage } from '../i18n/i18n-context';
import { publish } from '../lib/island-channel';
import { hvacCalculatorText } from '../pages/tools/hvac-calculator-text';

/** Hands the estimate to the quote form island of the page, then takes the visitor there (the heading's focus scrolls). */
function sendToQuoteForm(summary: string): void {
  publish('quote-details', summary);
  document.getElementById('quote-heading')?.focus();
}

/** The buttons under an estimate: carry it into the quote form below, or into a WhatsApp message. */
function EstimateActions({ sizing }: { sizing: Sizing }) {
  const language = useLanguage();
  const t = useCatalogue(hvacCalculatorText).actions;
  const summary = sizingSummary(sizing, language);
  const message = `${whatsappMessages[language].calculator}\n\n${summary}`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, displayPrint: 'none' }}>
      <Button variant="contained" color="secondary" size="large" startIcon={<RequestQuoteIcon />} onClick={() => sendToQuoteForm(summary)}>
        {t.quote}
      </Button>
      <Button
        href={whatsappUrl(message)}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        size="large"
        startIcon={<WhatsAppIcon />}
        sx={{ color: '#145c2f', borderColor: '#1b7a3e' }}
      >
        {t.whatsapp}
        <span className="visually-hidden"> {t.newTab}</span>
      </Button>
    </Box>
  );
}

/** The calculator with its estimate actions (/tools/hvac-calculator). */
export default function HvacCalculatorIsland() {
  return (
    <MuiFrame>
      <HvacCalculator actions={(sizing) => <EstimateActions sizing={sizing} />} />
    </MuiFrame>
  );
}
