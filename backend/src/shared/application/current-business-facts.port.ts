import type { BusinessFacts } from '@costa-sol/common';

/**
 * Port: the company's facts as the owner last saved them (business settings), for what other modules write with
 * them (e-mails). Provided by the business-settings module, kept in memory there and dropped on a change.
 */
export abstract class CurrentBusinessFacts {
  abstract read(): Promise<BusinessFacts>;
}
