import type { Language } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { LinkExpiredError } from '../../domain/auth.errors';
import { StaffLinks } from '../staff-links';
import { StaffUsers } from '../staff-users.port';

/** Who an invitation link is for, so the page can greet them; the link stays usable. */
@Injectable()
export class PreviewInvitation {
  constructor(
    private readonly links: StaffLinks,
    private readonly users: StaffUsers,
  ) {}

  async execute(token: string): Promise<{ email: string; name: string; language: Language }> {
    const user = await this.users.findById(await this.links.peek(token, 'invitation'));
    if (!user || user.status !== 'invited') throw new LinkExpiredError();
    return { email: user.email, name: user.name, language: user.language };
  }
}
