import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AddLeadNote } from './application/add-lead-note.use-case';
import { AssignLead } from './application/assign-lead.use-case';
import { EnterLead } from './application/enter-lead.use-case';
import { RecordLeadContact } from './application/record-lead-contact.use-case';
import { LeadTimeline } from './application/lead-timeline.port';
import { PostgresLeadTimeline } from './infrastructure/persistence/postgres-lead-timeline';
import { ConfirmationLedger } from './application/confirmation-ledger.port';
import { ChangeLeadStatus } from './application/change-lead-status.use-case';
import { ExportLeads } from './application/export-leads.use-case';
import { GetLead } from './application/get-lead.use-case';
import { GetLeadStats } from './application/get-lead-stats.use-case';
import { IdempotencyKeys } from './application/idempotency-keys.port';
import { LeadInbox } from './application/lead-inbox.port';
import { LeadNotifier } from './application/lead-notifier.port';
import { LeadStats } from './application/lead-stats.port';
import { ListLeads } from './application/list-leads.use-case';
import { LeadRepository } from './application/lead-repository.port';
import { SubmitContactMessage } from './application/submit-contact-message.use-case';
import { SubmitQuoteRequest } from './application/submit-quote-request.use-case';
import { LeadsAdminController } from './infrastructure/http/leads-admin.controller';
import { PersonalDataAdminController } from './infrastructure/http/personal-data-admin.controller';
import { SpamReviewAdminController } from './infrastructure/http/spam-review-admin.controller';
import { SpamTrap } from './application/spam/spam-trap.port';
import { ListCaughtLeads, ReleaseCaughtLead } from './application/spam/spam-review.use-cases';
import { MikroOrmSpamTrap } from './infrastructure/persistence/mikro-orm-spam-trap';
import { PersonalData } from './application/privacy/personal-data.port';
import { ApplyLeadRetention, ErasePersonalData, ExportPersonalData } from './application/privacy/personal-data.use-cases';
import { PostgresPersonalData } from './infrastructure/persistence/postgres-personal-data';
import { LeadRetentionSchedule } from './infrastructure/lead-retention-schedule';
import { SetLeadFollowUp } from './application/follow-up/set-lead-follow-up.use-case';
import { ListFollowUps } from './application/follow-up/list-follow-ups.use-case';
import { SendFollowUpDigest } from './application/follow-up/send-follow-up-digest.use-case';
import { DailyRuns } from './application/follow-up/daily-runs.port';
import { FollowUpDigestMailer } from './application/follow-up/follow-up-digest-mailer.port';
import { FollowUpDigestSchedule } from './infrastructure/follow-up-digest-schedule';
import { PostgresDailyRuns } from './infrastructure/persistence/postgres-daily-runs';
import { MailFollowUpDigestMailer } from './infrastructure/mail/mail-follow-up-digest-mailer';
import { LeadsController } from './infrastructure/http/leads.controller';
import { LeadFormPosts } from './infrastructure/http/lead-form-posts';
import { FormPostRateLimit } from '../../shared/http/form-post-rate-limit';
import { ClientRateLimitGuard } from '../../shared/http/client-rate-limit.guard';
import { MailLeadNotifier } from './infrastructure/mail/mail-lead-notifier';
import { MailLeadAssignmentMailer } from './infrastructure/mail/mail-lead-assignment-mailer';
import { LeadAssignmentMailer } from './application/lead-assignment-mailer.port';
import { MikroOrmLeadInbox } from './infrastructure/persistence/mikro-orm-lead-inbox';
import { MikroOrmLeadRepository } from './infrastructure/persistence/mikro-orm-lead-repository';
import { MikroOrmLeadStats } from './infrastructure/persistence/mikro-orm-lead-stats';
import { PostgresConfirmationLedger } from './infrastructure/persistence/postgres-confirmation-ledger';
import { PostgresIdempotencyKeys } from './infrastructure/persistence/postgres-idempotency-keys';
import { OpenBookingLead } from './application/open-booking-lead.use-case';

@Module({
  imports: [AuthModule],
  // A visitor's online booking opens their lead (bookings' LeadBookings).
  exports: [OpenBookingLead],
  controllers: [LeadsController, LeadsAdminController, SpamReviewAdminController, PersonalDataAdminController],
  providers: [
    // The forms posted without JavaScript (serve-lead-form-posts.ts), under the API's rate limit.
    LeadFormPosts,
    FormPostRateLimit,
    ClientRateLimitGuard,
    SubmitQuoteRequest,
    SubmitContactMessage,
    { provide: LeadRepository, useClass: MikroOrmLeadRepository },
    { provide: LeadNotifier, useClass: MailLeadNotifier },
    { provide: LeadAssignmentMailer, useClass: MailLeadAssignmentMailer },
    { provide: ConfirmationLedger, useClass: PostgresConfirmationLedger },
    { provide: IdempotencyKeys, useClass: PostgresIdempotencyKeys },
    ListLeads,
    GetLead,
    ChangeLeadStatus,
    AssignLead,
    EnterLead,
    AddLeadNote,
    RecordLeadContact,
    { provide: LeadTimeline, useClass: PostgresLeadTimeline },
    ExportLeads,
    { provide: LeadInbox, useClass: MikroOrmLeadInbox },
    GetLeadStats,
    { provide: LeadStats, useClass: MikroOrmLeadStats },
    { provide: PersonalData, useClass: PostgresPersonalData },
    ExportPersonalData,
    ErasePersonalData,
    ApplyLeadRetention,
    LeadRetentionSchedule,
    SetLeadFollowUp,
    ListFollowUps,
    SendFollowUpDigest,
    FollowUpDigestSchedule,
    { provide: DailyRuns, useClass: PostgresDailyRuns },
    { provide: FollowUpDigestMailer, useClass: MailFollowUpDigestMailer },
    { provide: SpamTrap, useClass: MikroOrmSpamTrap },
    ListCaughtLeads,
    ReleaseCaughtLead,
    OpenBookingLead,
  ],
})
export class LeadsModule {}
