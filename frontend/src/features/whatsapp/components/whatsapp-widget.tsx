import { WHATSAPP_TIMINGS } from '@costa-sol/common';
import CloseIcon from '@mui/icons-material/Close';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { chooseWhatsAppMessage, trackWhatsAppClick, whatsappUrl } from '../choose-message';
import { whatsappText } from '../content/messages';

/**
 * Floating button, bottom right: hidden at first, appears after 1 s; its tip opens 3 s later and closes by itself
 * 10 s after the button appeared, or when closed by hand. On small screens a "Chat Now" label goes with it.
 */
export function WhatsAppWidget({ message }: { message?: string }) {
  const t = useCatalogue(whatsappText);
  const language = useLanguage();
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  const [tipOpen, setTipOpen] = useState(false);
  const [href, setHref] = useState<string>();

  useEffect(() => {
    const timers = [
      setTimeout(() => setVisible(true), WHATSAPP_TIMINGS.appearAfter),
      setTimeout(() => setTipOpen(true), WHATSAPP_TIMINGS.appearAfter + WHATSAPP_TIMINGS.tooltipAfter),
      setTimeout(() => setTipOpen(false), WHATSAPP_TIMINGS.appearAfter + WHATSAPP_TIMINGS.closeTooltipAfter),
    ];
    return () => timers.forEach(clearTimeout);
  }, []);

  // The message depends on the visitor's clock, so it is chosen in the browser only.
  useEffect(() => {
    setHref(whatsappUrl(chooseWhatsAppMessage({ explicit: message, path: pathname, language, now: new Date() })));
  }, [message, pathname, language]);

  if (!visible || !href) return null;
  const open = () => trackWhatsAppClick(pathname);
  return (
    <Box data-testid="whatsapp-widget" sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1200, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1 }}>
      {tipOpen && (
        <Paper role="status" elevation={6} sx={{ p: 1.5, pr: 5, maxWidth: 260, position: 'relative' }} data-testid="whatsapp-tooltip">
          <Typography variant="body2">{t.tooltip}</Typography>
          <IconButton size="small" aria-label={t.closeTooltip} onClick={() => setTipOpen(false)} sx={{ position: 'absolute', top: 4, right: 4 }}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={open}
          sx={{ display: { xs: 'inline-block', sm: 'none' }, bgcolor: '#1b7a3e', color: '#fff', px: 1.5, py: 0.75, borderRadius: 5, fontWeight: 700, textDecoration: 'none' }}
        >
          {t.chatNow}
        </Box>
        <Fab component="a" href={href} target="_blank" rel="noopener noreferrer" onClick={open} aria-label={`${t.widgetButton} ${t.newTab}`} sx={{ bgcolor: '#1b7a3e', color: '#fff', '&:hover': { bgcolor: '#145c2f' } }}>
          <WhatsAppIcon />
        </Fab>
      </Box>
    </Box>
  );
}
