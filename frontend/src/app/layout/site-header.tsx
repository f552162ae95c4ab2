import { pagesIn, routePath } from '@costa-sol/common';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { WhatsAppHeaderButton } from '../../features/whatsapp/components/whatsapp-header-button';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { layoutText } from '../../i18n/layout-text';
import { useBusiness } from '../../lib/business';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { PhoneHeaderLink } from './phone-header-link';
import { SiteMenu } from './site-menu';
import { TopBar } from './top-bar';

/** The sticky header: static links rendered on the server; the small-screen menu is a DOM island. */
export function SiteHeader() {
  const t = useCatalogue(layoutText);
  const language = useLanguage();
  const { brandWithTrade } = useBusiness();
  const links = pagesIn('nav').map(({ key }) => ({ label: t.nav[key], href: routePath(key, language) }));
  const quote = { label: t.nav.getQuote, href: `${routePath('home', language)}#quote` };
  return (
    <>
      <AppBar position="sticky" color="inherit" elevation={1} component="header">
        <TopBar />
        <Toolbar
          sx={{
            gap: { xs: 1, sm: 2 },
            justifyContent: 'space-between',
            flexWrap: { xs: 'nowrap', md: 'wrap' },
            py: 1,
            px: { xs: 1.5, sm: 3 },
          }}
        >
          <Link href={routePath('home', language)} aria-label={t.homeLink(brandWithTrade)} underline="none" color="inherit">
            <Logo />
          </Link>
          <Box component="nav" aria-label={t.nav.label} sx={{ display: { xs: 'none', md: 'block' } }}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 2.5 }}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} color="inherit" underline="hover" sx={{ fontWeight: 600 }}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.75, sm: 1.5 }, flexShrink: 0 }}>
            <LanguageSwitcher />
            <PhoneHeaderLink />
            <WhatsAppHeaderButton />
            <Button href={quote.href} variant="contained" color="secondary" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              {quote.label}
            </Button>
            <SiteMenu links={links} quote={quote} />
          </Box>
        </Toolbar>
      </AppBar>
    </>
  );
}
