import { Injectable } from '@nestjs/common';
import type { Visit } from '../domain/visit';
import { VisitRepository } from './visit-repository.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A visit by its id (the booking page's confirmation); null for an unknown or malformed id. */
@Injectable()
export class FindBookedVisit {
  constructor(private readonly visits: VisitRepository) {}

  async execute(id: string): Promise<Visit | null> {
    return UUID.test(id) ? this.visits.find(id) : null;
  }
}
