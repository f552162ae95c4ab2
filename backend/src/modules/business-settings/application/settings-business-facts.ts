import type { BusinessFacts } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { CurrentBusinessFacts } from '../../../shared/application/current-business-facts.port';
import { ReadBusinessSettings } from './read-business-settings.use-case';

/** The business facts other modules read, from the stored settings. */
@Injectable()
export class SettingsBusinessFacts extends CurrentBusinessFacts {
  constructor(private readonly settings: ReadBusinessSettings) {
    super();
  }

  async read(): Promise<BusinessFacts> {
    return (await this.settings.execute()).facts;
  }
}
