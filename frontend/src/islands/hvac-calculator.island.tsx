import { Button, ButtonLink } from '../components/form/button';
import { RequestQuoteGlyph } from '../components/form/icons';
import { HvacCalculator } from '../features/hvac-calculator/components/hvac-calculator';
import { type Sizing, sizingSummary } from '../features/hvac-calculator/sizing-summary';
import { whatsappUrl } from '../features/whatsapp/choose-message';
import { WhatsAppGlyph } from '../features/whatsapp/components/whatsapp-glyph';
import { whatsappMessages } from '../features/whatsapp/content/messages';
import { useCatalogue, useLanguage } from '../i18n/i18n-context';
import { publish } from '../lib/island-channel';
import { hvacCalculatorText } from '../pages/tools/hvac-calculator-text';
import { useBusiness } from '../lib/business';

/** Hands the estimate to the quote form island of the page, then takes the visitor there (the heading's focus scrolls). */
function sendToQuoteForm(summary: string): void {
  publish('quote-details', summary);
  document.getElementById('quote-heading')?.focus();
}

/** The buttons under an estimate: carry it into the quote form below, or into a WhatsApp message. They never print. */
function EstimateActions({ sizing }: { sizing: Sizing }) {
  const { whatsappNumber } = useBusiness();
  const language = useLanguage();
  const t = useCatalogue(hvacCalculatorText).actions;
  const summary = sizingSummary(sizing, language);
  const message = `${whatsappMessages[language].calculator}\n\n${summary}`;
  return (
    <div className="hvac-actions">
      <Button look="secondary" large icon={<RequestQuoteGlyph />} onClick={() => sendToQuoteForm(summary)}>
        {t.quote}
      </Button>
      <ButtonLink look="outlined" large icon={<WhatsAppGlyph />} href={whatsappUrl(whatsappNumber, message)} newTab>
        {t.whatsapp}
        <span className="visually-hidden"> {t.newTab}</span>
      </ButtonLink>
    </div>
  );
}

/** The calculator with its estimate actions (/tools/hvac-calculator): plain elements, no MUI to load. */
export default function HvacCalculatorIsland() {
  return <HvacCalculator actions={(sizing) => <EstimateActions sizing={sizing} />} />;
}
