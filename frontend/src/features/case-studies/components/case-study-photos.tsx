import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useCatalogue } from '../../../i18n/i18n-context';
import type { CaseStudy } from '../api/get-case-studies';
import { caseStudiesText } from '../content/case-studies-text';

type Photo = NonNullable<CaseStudy['beforePhoto']>;

function PhotoFigure({ photo, caption }: { photo: Photo; caption: string }) {
  return (
    <Box
      component="figure"
      sx={{ m: 0, '& img': { display: 'block', width: '100%', borderRadius: 2, objectFit: 'cover', aspectRatio: '3 / 2' } }}
    >
      <ResponsiveImage {...photo} sizes="(min-width: 900px) 420px, 100vw" />
      <Typography component="figcaption" sx={{ mt: 1, fontWeight: 700 }}>
        {caption}
      </Typography>
    </Box>
  );
}

/** The place before and after the work, side by side, captioned in the page's language; nothing without photos. */
export function CaseStudyPhotos({ caseStudy }: { caseStudy: CaseStudy }) {
  const t = useCatalogue(caseStudiesText);
  const figures = [
    { photo: caseStudy.beforePhoto, caption: t.before },
    { photo: caseStudy.afterPhoto, caption: t.after },
  ].filter((figure): figure is { photo: Photo; caption: string } => figure.photo !== null);
  if (figures.length === 0) return null;
  return (
    <Grid container spacing={3} sx={{ mb: 3 }}>
      {figures.map((figure) => (
        <Grid key={figure.caption} size={{ xs: 12, md: 6 }}>
          <PhotoFigure {...figure} />
        </Grid>
      ))}
    </Grid>
  );
}
