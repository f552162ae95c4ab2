import { Module } from '@nestjs/common';
import { ClientRateLimitGuard } from '../../shared/http/client-rate-limit.guard';
import { FormPostRateLimit } from '../../shared/http/form-post-rate-limit';
import { LocationsModule } from '../locations/locations.module';
import { BookVisit } from './application/book-visit.use-case';
import { FindBookedVisit } from './application/find-booked-visit.use-case';
import { ListFreeSlots } from './application/list-free-slots.use-case';
import { LeadBookings } from './application/lead-bookings.port';
import { ManageVisit } from './application/manage-visit.use-case';
import { SendVisitReminders } from './application/send-visit-reminders.use-case';
import { TownBooking } from './application/town-availability';
import { VisitLinks } from './application/visit-links';
import { VisitNotifier } from './application/visit-notifier.port';
import { VisitRepository } from './application/visit-repository.port';
import { BookingsController } from './infrastructure/http/bookings.controller';
import { ManageVisitController } from './infrastructure/http/manage-visit.controller';
import { ManageFormPosts } from './infrastructure/http/manage-form-posts';
import { VisitFormPosts } from './infrastructure/http/visit-form-posts';
import { MailVisitNotifier } from './infrastructure/mail/mail-visit-notifier';
import { PostgresLeadBookings } from './infrastructure/persistence/postgres-lead-bookings';
import { PostgresVisitRepository } from './infrastructure/persistence/postgres-visit-repository';
import { VisitReminderSchedule } from './infrastructure/visit-reminder-schedule';

/** Visits booked online or by the office (issue 25). */
@Module({
  imports: [LocationsModule],
  controllers: [BookingsController, ManageVisitController],
  providers: [
    { provide: VisitRepository, useClass: PostgresVisitRepository },
    { provide: VisitNotifier, useClass: MailVisitNotifier },
    { provide: LeadBookings, useClass: PostgresLeadBookings },
    TownBooking,
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
  ],
  exports: [ListFreeSlots, FindBookedVisit, ManageVisit],
})
export class BookingsModule {}
