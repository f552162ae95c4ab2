import { GUIDE_ROUTE_KEYS, MANUFACTURER_SLUGS, SERVICE_ROUTE_KEYS } from '@costa-sol/common';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { PageLoading } from '../../../../components/page-loading';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { BRAND_NAMES, pageNames } from '../../../../i18n/page-names';
import { useTowns } from '../../api/get-towns';
import type { PagePhotoTarget } from '../../api/page-photo-target';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { PagePhotoEditor } from './page-photo-editor';

/**
 * Page photos: choose a page (the home hero, contact, a service, manufacturer, guide or town page), then pick and
 * order the photos it shows (in both languages).
 */
export function PagePhotosPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const names = useCatalogue(pageNames);
  const p = t.photos.pagePhotos;
  const towns = useTowns(language);
  const [choice, setChoice] = useState('');
  const pages: { target: PagePhotoTarget; name: string }[] = [
    { target: { kind: 'home' }, name: p.homeHero },
    { target: { kind: 'contact' }, name: names.contact },
    ...SERVICE_ROUTE_KEYS.map((key) => ({ target: { kind: 'services', id: key } as const, name: names[key] })),
    ...MANUFACTURER_SLUGS.map((slug) => ({ target: { kind: 'brands', id: slug } as const, name: BRAND_NAMES[slug] })),
    ...GUIDE_ROUTE_KEYS.map((key) => ({ target: { kind: 'guides', id: key } as const, name: names[key] })),
    ...towns.map((town) => ({ target: { kind: 'towns', id: town.slugs.en } as const, name: town.name })),
  ];
  const valueOf = ({ kind, id }: PagePhotoTarget) => (id === undefined ? kind : `${kind}:${id}`);
  const chosen = pages.find((page) => valueOf(page.target) === choice);
  const options = (...kinds: PagePhotoTarget['kind'][]) =>
    pages
      .filter((page) => kinds.includes(page.target.kind))
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
          <optgroup label={p.sitePages}>{options('home', 'contact')}</optgroup>
          <optgroup label={p.services}>{options('services')}</optgroup>
          <optgroup label={p.brands}>{options('brands')}</optgroup>
          <optgroup label={p.guides}>{options('guides')}</optgroup>
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
