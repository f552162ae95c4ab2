import { Injectable } from '@nestjs/common';
import { LocationDirectory } from '../../../locations/application/location-directory';
import { MailOutbox } from '../../../mail/application/mail-outbox.port';
import { VisitChangeNotifier } from '../../application/admin/visit-change-notifier.port';
import type { Visit } from '../../domain/visit';
import { visitorVisitMovedEmail } from './visit-moved-email';

/** Queues the visitor's notice of a moved or reassigned visit in the durable outbox. */
@Injectable()
export class MailVisitChangeNotifier extends VisitChangeNotifier {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly towns: LocationDirectory,
  ) {
    super();
  }

  async moved(visit: Visit): Promise<void> {
    await this.outbox.enqueue(visitorVisitMovedEmail(visit, this.towns.find(visit.town, visit.contact.language).name));
  }
}
