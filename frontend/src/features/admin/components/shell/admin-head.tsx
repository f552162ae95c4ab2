import { useLocation } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { Head } from '../../../../lib/head';
import { useSiteConfig } from '../../../../lib/site-config';
import { adminText } from '../../content/admin-text';

/** The head of an admin page: its title, and never indexed nor followed by search engines. */
export function AdminHead({ title }: { title: string }) {
  const t = useCatalogue(adminText);
  const { origin } = useSiteConfig();
  const { pathname } = useLocation();
  return (
    <Head
      title={`${title} | ${t.titleSuffix}`}
      description={t.metaDescription}
      canonical={`${origin}${pathname}`}
      alternates={[]}
      robots="noindex, nofollow"
      jsonLd={[]}
    />
  );
}
