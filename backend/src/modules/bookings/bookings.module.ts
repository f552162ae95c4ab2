import { Module } from '@nestjs/common';
import { ClientRateLimitGuard } from '../../shared/http/client-rate-limit.guard';
import { FormPostRateLimit } from '../../shared/http/form-post-rate-limit';
import { LeadsModule } from '../leads/leads.module';
import { LocationsModule } from '../locations/locations.module';
import { AddDayOff } from './application/admin/add-day-off.use-case';
import { AddOfficeVisit } from './application/admin/add-office-visit.use-case';
import { ChangeVisit } from './application/admin/change-visit.use-case';
import { GetBookingStats } from './application/admin/get-booking-stats.use-case';
import { GetVisitRules } from './application/admin/get-visit-rules.use-case';
import { ListDaysOff } from './application/admin/list-days-off.use-case';
import { ListStaffWeeks } from './application/admin/list-staff-weeks.use-case';
import { ListVisits } from './application/admin/list-visits.use-case';
import { RemoveDayOff } from './application/admin/remove-day-off.use-case';
import { SaveVisitRules } from './application/admin/save-visit-rules.use-case';
import { SetWorkingHours } from './application/admin/set-working-hours.use-case';
import { BookableWeeks } from './application/bookable-weeks';
import { BookVisit } from './application/book-visit.use-case';
import { CountTownVisits } from './application/count-town-visits.use-case';
import { FindBookedVisit } from './application/find-booked-visit.use-case';
import { ListFreeSlots } from './application/list-free-slots.use-case';
import { LeadBookings } from './application/lead-bookings.port';
import { ManageVisit } from './application/manage-visit.use-case';
import { SendVisitReminders } from './application/send-visit-reminders.use-case';
import { TownBooking } from './application/town-availability';
import { TownVisitCounts } from './application/town-visit-counts.port';
import { VisitLinks } from './application/visit-links';
import { VisitNotifier } from './application/visit-notifier.port';
import { VisitRepository } from './application/visit-repository.port';
import { VisitsFollowTownSlugs } from './application/visits-follow-town-slugs';
import { BookingsAdminController } from './infrastructure/http/bookings-admin.controller';
import { BookingsController } from './infrastructure/http/bookings.controller';
import { ManageVisitController } from './infrastructure/http/manage-visit.controller';
import { ManageFormPosts } from './infrastructure/http/manage-form-posts';
import { VisitFormPosts } from './infrastructure/http/visit-form-posts';
import { VisitsAdminController } from './infrastructure/http/visits-admin.controller';
import { MailVisitNotifier } from './infrastructure/mail/mail-visit-notifier';
import { PostgresLeadBookings } from './infrastructure/persistence/postgres-lead-bookings';
import { PostgresTownVisitCounts } from './infrastructure/persistence/postgres-town-visit-counts';
import { PostgresVisitRepository } from './infrastructure/persistence/postgres-visit-repository';
import { VisitReminderSchedule } from './infrastructure/visit-reminder-schedule';

/** Visits booked online or by the office (issue 25). */
@Module({
  imports: [LocationsModule, LeadsModule],
  controllers: [BookingsController, ManageVisitController, BookingsAdminController, VisitsAdminController],
  providers: [
    { provide: VisitRepository, useClass: PostgresVisitRepository },
    { provide: VisitNotifier, useClass: MailVisitNotifier },
    { provide: LeadBookings, useClass: PostgresLeadBookings },
    TownBooking,
    BookableWeeks,
    VisitLinks,
    ListFreeSlots,
    BookVisit,
    ManageVisit,
    SendVisitReminders,
    VisitReminderSchedule,
    FindBookedVisit,
    // The booking and manage forms posted without JavaScript (serve-visit-form-posts.ts), under the forms' rate limit.
    VisitFormPosts,
    ManageFormPosts,
    FormPostRateLimit,
    ClientRateLimitGuard,
    GetVisitRules,
    SaveVisitRules,
    ListStaffWeeks,
    SetWorkingHours,
    ListDaysOff,
    AddDayOff,
    RemoveDayOff,
    ListVisits,
    AddOfficeVisit,
    ChangeVisit,
    GetBookingStats,
    { provide: TownVisitCounts, useClass: PostgresTownVisitCounts },
    CountTownVisits,
    VisitsFollowTownSlugs,
  ],
  exports: [ListFreeSlots, FindBookedVisit, ManageVisit, CountTownVisits],
})
export class BookingsModule {}
