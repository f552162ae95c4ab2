import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link, useLocation } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { StaffRole } from '@costa-sol/common';
import { adminText } from '../../content/admin-text';
import { type AdminArea, mayOpen } from '../../utils/staff-access';

/**
 * The admin's areas the role may open; the current one has aria-current="page". It is the most specific link the
 * address is in, so /admin/leads/stats marks "Leads by source", not "Leads" as well.
 */
export function AdminNav({ role }: { role?: StaffRole }) {
  const t = useCatalogue(adminText);
  const { pathname } = useLocation();
  const all: { to: string; label: string; end: boolean; area: AdminArea }[] = [
    { to: '/admin', label: t.nav.dashboard, end: true, area: 'dashboard' },
    { to: '/admin/categories', label: t.nav.categories, end: false, area: 'categories' },
    { to: '/admin/pages', label: t.nav.pages, end: false, area: 'pages' },
    { to: '/admin/leads', label: t.nav.leads, end: false, area: 'leads' },
    { to: '/admin/leads/stats', label: t.nav.leadStats, end: false, area: 'leadStats' },
    { to: '/admin/testimonials', label: t.nav.testimonials, end: false, area: 'testimonials' },
    { to: '/admin/case-studies', label: t.nav.caseStudies, end: false, area: 'caseStudies' },
    { to: '/admin/media', label: t.nav.media, end: false, area: 'media' },
    { to: '/admin/page-photos', label: t.nav.townPhotos, end: false, area: 'pagePhotos' },
    { to: '/admin/towns', label: t.nav.towns, end: false, area: 'towns' },
    { to: '/admin/price-guides', label: t.nav.priceGuides, end: false, area: 'priceGuides' },
    { to: '/admin/site-pages', label: t.nav.sitePages, end: false, area: 'sitePages' },
    { to: '/admin/redirects', label: t.nav.redirects, end: false, area: 'redirects' },
    { to: '/admin/personal-data', label: t.nav.personalData, end: false, area: 'personalData' },
    { to: '/admin/calendar', label: t.nav.calendar, end: false, area: 'calendar' },
    { to: '/admin/availability', label: t.nav.availability, end: false, area: 'availability' },
    { to: '/admin/users', label: t.nav.users, end: false, area: 'users' },
    { to: '/admin/audit', label: t.nav.audit, end: false, area: 'audit' },
    { to: '/admin/security', label: t.nav.security, end: false, area: 'security' },
    { to: '/admin/settings', label: t.nav.settings, end: false, area: 'settings' },
  ];
  const links = all.filter((link) => mayOpen(role, link.area));
  const current = links
    .filter((link) => pathname === link.to || (!link.end && pathname.startsWith(`${link.to}/`)))
    .reduce<(typeof links)[number] | undefined>((best, link) => (best && best.to.length >= link.to.length ? best : link), undefined);
  return (
    <Box component="nav" aria-label={t.nav.label}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Button
              component={Link}
              to={link.to}
              aria-current={link === current ? 'page' : undefined}
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
