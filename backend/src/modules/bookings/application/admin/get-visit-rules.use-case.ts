import type { VisitRules } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { VisitRepository } from '../visit-repository.port';

@Injectable()
export class GetVisitRules {
  constructor(private readonly visits: VisitRepository) {}

  execute(): Promise<VisitRules> {
    return this.visits.rules();
  }
}
