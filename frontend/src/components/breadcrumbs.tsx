import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useCatalogue } from '../i18n/i18n-context';
import { layoutText } from '../i18n/layout-text';
import type { Crumb } from '../lib/structured-data';

/**
 * The visible breadcrumb trail: the same crumbs as the page's BreadcrumbList (lib/head.tsx renders both from one
 * list), each linked but the last, which is the current page. A trail of one (the home page) is not shown.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useCatalogue(layoutText);
  if (crumbs.length < 2) return null;
  const current = crumbs.length - 1;
  return (
    <Box
      component="nav"
      aria-label={t.breadcrumb}
      className="breadcrumbs"
      sx={{ mb: 2.5, fontSize: '0.9rem', color: 'text.secondary', displayPrint: 'none' }}
    >
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          rowGap: 0.5,
          '& li + li::before': { content: '"›"', mx: 1, color: 'text.secondary' },
        }}
      >
        {crumbs.map((crumb, index) =>
          index === current ? (
            <li key={index} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={index}>
              <Link href={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </Box>
    </Box>
  );
}
