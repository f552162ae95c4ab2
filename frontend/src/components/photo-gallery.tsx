import Box from '@mui/material/Box';
import type { ApiSchema } from '@costa-sol/common';
import { ResponsiveImage } from './responsive-image';

export type PagePhoto = ApiSchema<'PhotoDto'>;

/**
 * A page's photos chosen in the admin (town and service pages) as a small gallery: the pictures only (their
 * alternative texts say what they show), no words of its own, so town pages stay as distinct as their texts;
 * nothing at all without photos.
 */
export function PhotoGallery({ photos, label }: { photos: PagePhoto[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        mb: 5,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        '& img': { display: 'block', width: '100%', borderRadius: 2, objectFit: 'cover', aspectRatio: '4 / 3' },
      }}
    >
      {photos.map((photo) => (
        <li key={photo.id}>
          <ResponsiveImage {...photo} sizes="(min-width: 900px) 280px, (min-width: 600px) 50vw, 100vw" />
        </li>
      ))}
    </Box>
  );
}
