import { type Language, VISIT_KIND_LABELS } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { CurrentBusinessFacts } from '../../../../shared/application/current-business-facts.port';
import { LocationDirectory } from '../../../locations/application/location-directory';
import { MailOutbox } from '../../../mail/application/mail-outbox.port';
import { manageLinkExpiry } from '../../application/manage-visit.use-case';
import { VisitLinks } from '../../application/visit-links';
import { VisitNotifier } from '../../application/visit-notifier.port';
import { VisitRepository } from '../../application/visit-repository.port';
import { signManageToken } from '../../domain/manage-token';
import type { Visit } from '../../domain/visit';
import { bookPagePath } from './book-page-path';
import { visitCalendar } from './visit-calendar';
import { staffVisitEmail, type VisitEvent, visitorVisitEmail } from './visit-emails';
import { Clock } from '../../../../shared/application/clock.port';

/**
 * Queues a visit's e-mails in the durable outbox: the visitor's (with its calendar file, which names the brand, phone and
 * e-mail of the business settings), the office's and the technician's.
 */
@Injectable()
export class MailVisitNotifier extends VisitNotifier {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly visits: VisitRepository,
    private readonly towns: LocationDirectory,
    private readonly links: VisitLinks,
    private readonly config: AppConfig,
    private readonly facts: CurrentBusinessFacts,
    private readonly clock: Clock,
  ) {
    super();
  }

  booked(visit: Visit): Promise<void> {
    return this.everyone('booked', visit);
  }

  moved(visit: Visit): Promise<void> {
    return this.everyone('moved', visit);
  }

  cancelled(visit: Visit): Promise<void> {
    return this.everyone('cancelled', visit);
  }

  reminder(visit: Visit): Promise<void> {
    return this.toVisitor('reminder', visit);
  }

  private async everyone(event: Exclude<VisitEvent, 'reminder'>, visit: Visit): Promise<void> {
    await this.toVisitor(event, visit);
    const technician = await this.visits.technician(visit.technicianId);
    const adminUrl = `${this.config.publicUrl}/admin/calendar`;
    const office = this.config.staffLanguage;
    await this.outbox.enqueue(
      staffVisitEmail(event, visit, this.townName(visit, office), this.config.staffEmail, technician, office, adminUrl),
    );
    if (technician.email.toLowerCase() !== this.config.staffEmail.toLowerCase())
      await this.outbox.enqueue(
        staffVisitEmail(
          event,
          visit,
          this.townName(visit, technician.language),
          technician.email,
          technician,
          technician.language,
          adminUrl,
        ),
      );
  }

  private async toVisitor(event: VisitEvent, visit: Visit): Promise<void> {
    // A visit the office booked for someone without an e-mail address: the office tells them by phone.
    if (visit.contact.email === '') return;
    const business = await this.facts.read();
    const language = visit.contact.language;
    const token = signManageToken(visit.id, manageLinkExpiry(visit), this.links.secret);
    const manageUrl = `${this.config.publicUrl}${bookPagePath(language)}?manage=${token}`;
    const townName = this.townName(visit, language);
    const kind = VISIT_KIND_LABELS[language][visit.kind];
    const calendar = visitCalendar(
      {
        uid: `${visit.id}@${new URL(this.config.publicUrl).hostname}`,
        start: visit.start,
        end: visit.end,
        summary: `${kind} – ${business.brandWithTrade}`,
        description: `${kind}, ${townName}. ${business.phone}`,
        location: townName,
        organizerEmail: business.email,
        organizerName: business.brandWithTrade,
        url: manageUrl,
        sequence: visit.revision,
        cancelled: event === 'cancelled',
      },
      this.clock.now(),
    );
    await this.outbox.enqueue(
      visitorVisitEmail(event, visit, townName, business.email, manageUrl, {
        filename: 'visit.ics',
        content: calendar,
        method: event === 'cancelled' ? 'CANCEL' : 'PUBLISH',
      }),
    );
  }

  private townName(visit: Visit, language: Language): string {
    return this.towns.find(visit.town, language).name;
  }
}
