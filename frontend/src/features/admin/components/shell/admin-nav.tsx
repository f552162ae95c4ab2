import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';

/** The admin's areas; NavLink marks the current one with aria-current="page". */
export function AdminNav() {
  const t = useCatalogue(adminText);
  const links = [
    { to: '/admin', label: t.nav.dashboard, end: true },
    { to: '/admin/categories', label: t.nav.categories, end: false },
    { to: '/admin/pages', label: t.nav.pages, end: false },
    { to: '/admin/leads', label: t.nav.leads, end: false },
  ];
  return (
    <Box component="nav" aria-label={t.nav.label}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Button
              component={NavLink}
              to={link.to}
              end={link.end}
              color="inherit"
              sx={{
                color: 'inherit',
                '&[aria-current="page"]': {
                  textDecoration: 'underline',
                  textUnderlineOffset: '6px',
                  textDecorationThickness: '3px',
                  bgcolor: 'rgba(255,255,255,0.16)',
                },
              }}
            >
              {link.label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
