import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useCatalogue } from '../../../i18n/i18n-context';
import { useSession } from '../api/session-store';
import { adminText } from '../content/admin-text';
import { AccountPage } from './account/account-page';
import { ForgotPasswordPage } from './account/forgot-password-page';
import { InvitationPage } from './account/invitation-page';
import { PasswordResetPage } from './account/password-reset-page';
import { AdminNotFound } from './admin-not-found';
import { CaseStudyEditPage } from './case-studies/case-study-edit-page';
import { CaseStudyListPage } from './case-studies/case-study-list-page';
import { CaseStudyNewPage } from './case-studies/case-study-new-page';
import { CategoryEditPage } from './categories/category-edit-page';
import { CategoryListPage } from './categories/category-list-page';
import { CategoryNewPage } from './categories/category-new-page';
import { DashboardPage } from './dashboard-page';
import { LeadDetailPage } from './leads/lead-detail-page';
import { LeadListPage } from './leads/lead-list-page';
import { NewLeadPage } from './leads/new-lead-page';
import { SpamReviewPage } from './leads/spam-review-page';
import { LoginPage } from './login-page';
import { MediaLibraryPage } from './media/media-library-page';
import { QaPageEditPage } from './qa-pages/qa-page-edit-page';
import { QaPageListPage } from './qa-pages/qa-page-list-page';
import { QaPageNewPage } from './qa-pages/qa-page-new-page';
import { AdminHead } from './shell/admin-head';
import { RequireArea } from './shell/require-area';
import { RequireSession } from './shell/require-session';
import { TestimonialEditPage } from './testimonials/testimonial-edit-page';
import { TestimonialListPage } from './testimonials/testimonial-list-page';
import { TestimonialNewPage } from './testimonials/testimonial-new-page';
import { PagePhotosPage } from './page-photos/page-photos-page';
import { UserListPage } from './users/user-list-page';
import { AuditLogPage } from './audit/audit-log-page';
import { SecuritySettingsPage } from './security/security-settings-page';
import { PriceGuidesPage } from './price-guides/price-guides-page';
import { SitePageEditPage } from './site-pages/site-page-edit-page';
import { SitePagesPage } from './site-pages/site-pages-page';
import { PriceGuideEditPage } from './price-guides/price-guide-edit-page';
import { TownEditPage } from './towns/town-edit-page';
import { TownPagesPage } from './towns/town-pages-page';
import { TownsPage } from './towns/towns-page';
import { PersonalDataPage } from './personal-data/personal-data-page';
import { RedirectsPage } from './redirects/redirects-page';
import { AvailabilityPage } from './bookings/availability-page';
import { BusinessSettingsPage } from './settings/business-settings-page';
import { CalendarPage } from './bookings/calendar-page';
import { DaysOffPage } from './bookings/days-off-page';
import { NewVisitPage } from './bookings/new-visit-page';
import { WorkingHoursPage } from './bookings/working-hours-page';

// Its own chunk, with the charts library that no other admin page needs; RouteBoundary shows "Loading..." meanwhile.
const LeadStatsPage = lazy(() => import('./lead-stats/lead-stats-page').then((module) => ({ default: module.LeadStatsPage })));

/**
 * The admin's routes, relative to /admin/*: sign-in and the pages of the staff e-mails' links open without a
 * session, the rest inside RequireSession, each area only for the roles that may use it. Until the browser has said
 * whether there is a session, "Loading...".
 */
export function AdminRoutes() {
  const t = useCatalogue(adminText);
  const session = useSession();
  if (session.status === 'unknown') {
    return (
      <>
        <AdminHead title={t.loading} />
        <PageLoading label={t.loading} />
      </>
    );
  }
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="password-reset" element={<PasswordResetPage />} />
      <Route path="invitation" element={<InvitationPage />} />
      <Route element={<RequireSession />}>
        <Route index element={<DashboardPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route element={<RequireArea area="categories" />}>
          <Route path="categories" element={<CategoryListPage />} />
          <Route path="categories/new" element={<CategoryNewPage />} />
          <Route path="categories/:categoryId/edit" element={<CategoryEditPage />} />
        </Route>
        <Route element={<RequireArea area="pages" />}>
          <Route path="pages" element={<QaPageListPage />} />
          <Route path="pages/new" element={<QaPageNewPage />} />
          <Route path="pages/:pageId/edit" element={<QaPageEditPage />} />
        </Route>
        <Route element={<RequireArea area="leads" />}>
          <Route path="leads" element={<LeadListPage />} />
          <Route path="leads/:leadId" element={<LeadDetailPage />} />
        </Route>
        <Route element={<RequireArea area="newLead" />}>
          <Route path="leads/new" element={<NewLeadPage />} />
        </Route>
        <Route element={<RequireArea area="spamReview" />}>
          <Route path="leads/spam" element={<SpamReviewPage />} />
        </Route>
        <Route element={<RequireArea area="leadStats" />}>
          <Route path="leads/stats" element={<LeadStatsPage />} />
        </Route>
        <Route element={<RequireArea area="testimonials" />}>
          <Route path="testimonials" element={<TestimonialListPage />} />
          <Route path="testimonials/new" element={<TestimonialNewPage />} />
          <Route path="testimonials/:testimonialId/edit" element={<TestimonialEditPage />} />
        </Route>
        <Route element={<RequireArea area="caseStudies" />}>
          <Route path="case-studies" element={<CaseStudyListPage />} />
          <Route path="case-studies/new" element={<CaseStudyNewPage />} />
          <Route path="case-studies/:caseStudyId/edit" element={<CaseStudyEditPage />} />
        </Route>
        <Route element={<RequireArea area="media" />}>
          <Route path="media" element={<MediaLibraryPage />} />
        </Route>
        <Route element={<RequireArea area="pagePhotos" />}>
          <Route path="page-photos" element={<PagePhotosPage />} />
        </Route>
        <Route element={<RequireArea area="towns" />}>
          <Route path="towns" element={<TownsPage />} />
          <Route path="towns/:slug" element={<TownEditPage />} />
          <Route path="towns/:slug/pages" element={<TownPagesPage />} />
        </Route>
        <Route element={<RequireArea area="priceGuides" />}>
          <Route path="price-guides" element={<PriceGuidesPage />} />
          <Route path="price-guides/:service" element={<PriceGuideEditPage />} />
        </Route>
        <Route element={<RequireArea area="sitePages" />}>
          <Route path="site-pages" element={<SitePagesPage />} />
          <Route path="site-pages/:key" element={<SitePageEditPage />} />
        </Route>
        <Route element={<RequireArea area="redirects" />}>
          <Route path="redirects" element={<RedirectsPage />} />
        </Route>
        <Route element={<RequireArea area="personalData" />}>
          <Route path="personal-data" element={<PersonalDataPage />} />
        </Route>
        <Route element={<RequireArea area="calendar" />}>
          <Route path="calendar" element={<CalendarPage />} />
        </Route>
        <Route element={<RequireArea area="availability" />}>
          <Route path="calendar/new" element={<NewVisitPage />} />
          <Route path="availability" element={<AvailabilityPage />} />
          <Route path="availability/technicians/:technicianId" element={<WorkingHoursPage />} />
          <Route path="availability/days-off" element={<DaysOffPage />} />
        </Route>
        <Route element={<RequireArea area="users" />}>
          <Route path="users" element={<UserListPage />} />
        </Route>
        <Route element={<RequireArea area="audit" />}>
          <Route path="audit" element={<AuditLogPage />} />
        </Route>
        <Route element={<RequireArea area="security" />}>
          <Route path="security" element={<SecuritySettingsPage />} />
        </Route>
        <Route element={<RequireArea area="settings" />}>
          <Route path="settings" element={<BusinessSettingsPage />} />
        </Route>
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
