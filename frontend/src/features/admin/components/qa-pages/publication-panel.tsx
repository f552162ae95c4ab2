import { LANGUAGES, routePath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { AdminQaPage } from '../../api/api-types';
import { adminText } from '../../content/admin-text';
import { PublicationStatusChip } from '../kit/publication-status-chip';
import { PublicationToggle } from './publication-toggle';

/** Where the page stands, the publish / unpublish button (saved changes only), and its public addresses. */
export function PublicationPanel({ page, categorySlug, dirty }: { page: AdminQaPage; categorySlug?: string; dirty: boolean }) {
  const t = useCatalogue(adminText);
  const p = t.pages;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="publication-title" sx={{ p: 2.5, mb: 4 }}>
      <Typography id="publication-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {p.publication}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PublicationStatusChip published={page.isPublished} labels={p.statuses} />
        <Typography>{page.isPublished ? p.isPublished : p.isDraft}</Typography>
        <PublicationToggle page={page} disabled={dirty} />
      </Box>
      {dirty && (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {p.saveFirst}
        </Typography>
      )}
      {page.isPublished && categorySlug && (
        <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5 }}>
          {LANGUAGES.map((language) => (
            <li key={language}>
              <Link href={`${routePath('qa', language)}/${categorySlug}/${page.slug}`}>{p.viewPublic(t.common.languages[language])}</Link>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
