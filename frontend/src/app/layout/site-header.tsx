import { routePath } from '@costa-sol/common';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { WhatsAppHeaderButton } from '../../features/whatsapp/components/whatsapp-header-button';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { layoutText } from '../../i18n/layout-text';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

export function SiteHeader() {
  const t = useCatalogue(layoutText);
  const language = useLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  const links = [
    { label: t.nav.home, to: routePath('home', language) },
    { label: t.nav.services, to: routePath('airConditioning', language) },
    { label: t.nav.manufacturers, to: `${language === 'es' ? '/es/fabricantes' : '/manufacturers'}/daikin` },
    { label: t.nav.locations, to: routePath('locations', language) },
    { label: t.nav.resources, to: routePath('resources', language) },
    { label: t.nav.contact, to: routePath('contact', language) },
  ];
  const quote = `${routePath('home', language)}#quote`;
  const nav = (vertical: boolean) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: vertical ? 'column' : 'row', gap: vertical ? 1 : 2.5 }}>
      {links.map((link) => (
        <li key={link.to}>
          <Link component={RouterLink} to={link.to} color="inherit" underline="hover" sx={{ fontWeight: 600 }} onClick={() => setMenuOpen(false)}>
            {link.label}
          </Link>
        </li>
      ))}
    </Box>
  );
  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 2, justifyContent: 'space-between', flexWrap: 'wrap', py: 1 }}>
        <Link component={RouterLink} to={routePath('home', language)} aria-label={t.homeLink} underline="none" color="inherit">
          <Logo />
        </Link>
        <Box component="nav" aria-label={t.nav.label} sx={{ display: { xs: 'none', md: 'block' } }}>
          {nav(false)}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LanguageSwitcher />
          <WhatsAppHeaderButton />
          <Button href={quote} variant="contained" color="secondary" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            {t.nav.getQuote}
          </Button>
          <IconButton aria-label={t.nav.menu} onClick={() => setMenuOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
        </Box>
      </Toolbar>
      <Drawer anchor="right" open={menuOpen} onClose={() => setMenuOpen(false)}>
        <Box component="nav" aria-label={t.nav.label} sx={{ p: 3, minWidth: 240 }}>
          {nav(true)}
          <Button href={quote} variant="contained" color="secondary" sx={{ mt: 2 }} onClick={() => setMenuOpen(false)}>
            {t.nav.getQuote}
          </Button>
        </Box>
      </Drawer>
    </AppBar>
  );
}
