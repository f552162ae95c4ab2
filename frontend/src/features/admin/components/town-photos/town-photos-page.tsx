import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { PageLoading } from '../../../../components/page-loading';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useTowns } from '../../api/get-towns';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { TownPhotoEditor } from './town-photo-editor';

/** Town photos: choose a town, then pick and order the photos its page shows (in both languages). */
export function TownPhotosPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const p = t.photos.towns;
  const towns = useTowns(language);
  const [slug, setSlug] = useState('');
  const town = towns.find((item) => item.slugs.en === slug);
  return (
    <>
      <AdminHead title={p.title} />
      <PageHeading>{p.title}</PageHeading>
      <Typography sx={{ mb: 3 }}>{p.intro}</Typography>
      <div className="field" style={{ maxWidth: 420, marginBottom: 24 }}>
        <label className="field__label" htmlFor="town-photos-town">
          {p.town}
        </label>
        <select id="town-photos-town" className="field__control" value={slug} onChange={(event) => setSlug(event.target.value)}>
          <option value="">{p.choose}</option>
          {towns.map((item) => (
            <option key={item.slugs.en} value={item.slugs.en}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      {town && (
        <Suspense fallback={<PageLoading label={t.loading} />}>
          <TownPhotoEditor key={town.slugs.en} slug={town.slugs.en} townName={town.name} />
        </Suspense>
      )}
    </>
  );
}
