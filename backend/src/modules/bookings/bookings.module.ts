import { Module } from '@nestjs/common';
import { ClientRateLimitGuard } from '../../shared/http/client-rate-limit.guard';
import { FormPostRateLimit } from '../../shared/http/form-post-rate-limit';
import { LocationsModule } from '../locations/locations.module';
import { BookVisit } from './application/book-visit.use-case';
import { FindBookedVisit } from './application/find-booked-visit.use-case';
import { ListFreeSlots } from './application/list-free-slots.use-case';
import { TownBooking } from './application/town-availability';
import { VisitNotifier } from './application/visit-notifier.port';
import { VisitRepository } from './application/visit-repository.port';
import { BookingsController } from './infrastructure/http/bookings.controller';
import { VisitFormPosts } from './infrastructure/http/visit-form-posts';
import { MailVisitNotifier } from './infrastructure/mail/mail-visit-notifier';
import { PostgresVisitRepository } from './infrastructure/persistence/postgres-visit-repository';

/** Visits booked online or by the office (issue 25). */
@Module({
  imports: [LocationsModule],
  controllers: [BookingsController],
  providers: [
    { provide: VisitRepository, useClass: PostgresVisitRepository },
    { provide: VisitNotifier, useClass: MailVisitNotifier },
    TownBooking,
    ListFreeSlots,
    BookVisit,
    FindBookedVisit,
    // The booking form posted without JavaScript (serve-visit-form-posts.ts), under the forms' rate limit.
    VisitFormPosts,
    FormPostRateLimit,
    ClientRateLimitGuard,
  ],
  exports: [ListFreeSlots, FindBookedVisit],
})
export class BookingsModule {}
