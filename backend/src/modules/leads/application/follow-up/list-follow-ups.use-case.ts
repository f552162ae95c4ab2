import { addBusinessDays, businessDay, businessDayKey, FOLLOW_UP_LIST_LIMIT } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import type { Lead } from '../../domain/lead';
import { LeadInbox } from '../lead-inbox.port';
import type { LeadScope } from '../lead-scope';
import { Clock } from '../../../../shared/application/clock.port';

interface FollowUpLists {
  /** The office's calendar day the lists are for (Europe/Madrid). */
  today: string;
  dueToday: Lead[];
  overdue: Lead[];
}

/** The dashboard's lists: open leads with a follow-up today, and before today (the oldest first). */
@Injectable()
export class ListFollowUps {
  constructor(
    private readonly inbox: LeadInbox,
    private readonly clock: Clock,
  ) {}

  async execute(scope: LeadScope, now = this.clock.now()): Promise<FollowUpLists> {
    const day = businessDay(now);
    const today = businessDayKey(day);
    const [dueToday, overdue] = await Promise.all([
      this.inbox.followUps({ from: today, to: today }, scope, FOLLOW_UP_LIST_LIMIT),
      this.inbox.followUps({ to: businessDayKey(addBusinessDays(day, -1)) }, scope, FOLLOW_UP_LIST_LIMIT),
    ]);
    return { today, dueToday, overdue };
  }
}
