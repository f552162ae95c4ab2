import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import IconButton from '@mui/material/IconButton';
import { useCatalogue } from '../../../i18n/i18n-context';
import { whatsappUrl } from '../choose-message';
import { HEADER_QUOTE_MESSAGE, whatsappText } from '../content/messages';
import { useBusiness } from '../../../lib/business';

/** The round header button: always the fixed Spanish free-quote message. A static link: it ships no code. */
export function WhatsAppHeaderButton() {
  const { whatsappNumber } = useBusiness();
  const t = useCatalogue(whatsappText);
  return (
    <IconButton
      component="a"
      href={whatsappUrl(whatsappNumber, HEADER_QUOTE_MESSAGE)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t.headerButton} ${t.newTab}`}
      sx={{ bgcolor: '#1b7a3e', color: '#fff', width: 44, height: 44, '&:hover': { bgcolor: '#145c2f' } }}
    >
      <WhatsAppIcon />
    </IconButton>
  );
}
