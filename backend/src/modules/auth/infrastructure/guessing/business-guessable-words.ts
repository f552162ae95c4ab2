import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { guessableWords } from '../../../../config/guessable-words';
import { CurrentBusinessFacts } from '../../../../shared/application/current-business-facts.port';
import { Clock } from '../../../../shared/application/clock.port';
import { GuessableWords } from '../../application/guessable-words.port';

/** The same words production's start-up check guesses ADMIN_PASSWORD with, from the business settings of now. */
@Injectable()
export class BusinessGuessableWords extends GuessableWords {
  constructor(
    private readonly facts: CurrentBusinessFacts,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  async read(): Promise<string[]> {
    const business = await this.facts.read();
    return guessableWords({ business, publicUrl: this.config.publicUrl, adminEmail: this.config.adminEmail, now: this.clock.now() });
  }
}
