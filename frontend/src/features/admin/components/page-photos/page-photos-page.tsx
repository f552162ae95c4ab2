import { SERVICE_ROUTE_KEYS } from '@costa-sol/common';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { PageLoading } from '../../../../components/page-loading';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { pageNames } from '../../../../i18n/page-names';
import { useTowns } from '../../api/get-towns';
import type { PagePhotoTarget } from '../../api/page-photo-target';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { PagePhotoEditor } from './page-photo-editor';

/** Page photos: choose a service or town page, then pick and order the photos it shows (in both languages). */
export function PagePhotosPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const names = useCatalogue(pageNames);
  const p = t.photos.pagePhotos;
  const towns = useTowns(language);
  const [choice, setChoice] = useState('');
  const pages = [
    ...SERVICE_ROUTE_KEYS.map((key) => ({ target: { kind: 'services', id: key } as PagePhotoTarget, name: names[key] })),
    ...towns.map((town) => ({ target: { kind: 'towns', id: town.slugs.en } as PagePhotoTarget, name: town.name })),
  ];
  const valueOf = ({ kind, id }: PagePhotoTarget) => `${kind}:${id}`;
  const chosen = pages.find((page) => valueOf(page.target) === choice);
  const options = (kind: PagePhotoTarget['kind']) =>
    pages
      .filter((page) => page.target.kind === kind)
      .map((page) => (
        <option key={valueOf(page.target)} value={valueOf(page.target)}>
          {page.name}
        </option>
      ));
  return (
    <>
      <AdminHead title={p.title} />
      <PageHeading>{p.title}</PageHeading>
      <Typography sx={{ mb: 3 }}>{p.intro}</Typography>
      <div className="field" style={{ maxWidth: 420, marginBottom: 24 }}>
        <label className="field__label" htmlFor="page-photos-page">
          {p.page}
        </label>
        <select id="page-photos-page" className="field__control" value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">{p.choose}</option>
          <optgroup label={p.services}>{options('services')}</optgroup>
          <optgroup label={p.towns}>{options('towns')}</optgroup>
        </select>
      </div>
      {chosen && (
        <Suspense fallback={<PageLoading label={t.loading} />}>
          <PagePhotoEditor key={choice} target={chosen.target} pageName={chosen.name} />
        </Suspense>
      )}
    </>
  );
}
