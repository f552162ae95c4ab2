import { Module } from '@nestjs/common';
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
import { VisitChangeNotifier } from './application/admin/visit-change-notifier.port';
import { BookVisit } from './application/book-visit.use-case';
import { ListFreeSlots } from './application/list-free-slots.use-case';
import { TownBooking } from './application/town-availability';
import { VisitNotifier } from './application/visit-notifier.port';
import { VisitRepository } from './application/visit-repository.port';
import { BookingsAdminController } from './infrastructure/http/bookings-admin.controller';
import { BookingsController } from './infrastructure/http/bookings.controller';
import { VisitsAdminController } from './infrastructure/http/visits-admin.controller';
import { MailVisitChangeNotifier } from './infrastructure/mail/mail-visit-change-notifier';
import { MailVisitNotifier } from './infrastructure/mail/mail-visit-notifier';
import { PostgresVisitRepository } from './infrastructure/persistence/postgres-visit-repository';

/** Visits booked online or by the office (issue 25). */
@Module({
  imports: [LocationsModule],
  controllers: [BookingsController, BookingsAdminController, VisitsAdminController],
  providers: [
    { provide: VisitRepository, useClass: PostgresVisitRepository },
    { provide: VisitNotifier, useClass: MailVisitNotifier },
    TownBooking,
    ListFreeSlots,
    BookVisit,
    { provide: VisitChangeNotifier, useClass: MailVisitChangeNotifier },
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
  ],
})
export class BookingsModule {}
