import { Toaster } from '../../components/toast';
import { LanguageProvider } from '../../i18n/i18n-context';
import { AdminRoutes } from './components/admin-routes';
import { UnsavedChangesGuard } from './components/kit/unsaved-changes';
import { useAdminLanguage } from './utils/admin-language';

/**
 * The admin area (/admin/*), loaded on its own: app/routes.tsx imports this file lazily, so none of the admin's
 * code reaches public pages. Its language follows the site's language rules (see utils/admin-language.ts).
 */
export default function AdminApp() {
  const language = useAdminLanguage();
  return (
    <LanguageProvider language={language}>
      <UnsavedChangesGuard>
        <AdminRoutes />
      </UnsavedChangesGuard>
      <Toaster />
    </LanguageProvider>
  );
}
