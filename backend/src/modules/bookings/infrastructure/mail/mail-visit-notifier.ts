import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { LocationDirectory } from '../../../locations/application/location-directory';
import { MailOutbox } from '../../../mail/application/mail-outbox.port';
import { VisitNotifier } from '../../application/visit-notifier.port';
import { VisitRepository } from '../../application/visit-repository.port';
import type { Visit } from '../../domain/visit';
import { staffBookingEmail, visitorBookingEmail } from './visit-emails';

/** Queues a booked visit's e-mails in the durable outbox: the visitor's confirmation, the office's and the technician's notice. */
@Injectable()
export class MailVisitNotifier extends VisitNotifier {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly visits: VisitRepository,
    private readonly towns: LocationDirectory,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async booked(visit: Visit): Promise<void> {
    const technician = await this.visits.technician(visit.technicianId);
    const adminUrl = `${this.config.publicUrl}/admin/calendar`;
    const townName = (language: 'en' | 'es') => this.towns.find(visit.town, language).name;
    await this.outbox.enqueue(visitorBookingEmail(visit, townName(visit.contact.language), undefined));
    const office = this.config.staffLanguage;
    await this.outbox.enqueue(staffBookingEmail(visit, townName(office), this.config.staffEmail, technician, office, adminUrl));
    if (technician.email.toLowerCase() !== this.config.staffEmail.toLowerCase())
      await this.outbox.enqueue(
        staffBookingEmail(visit, townName(technician.language), technician.email, technician, technician.language, adminUrl),
      );
  }
}
