import { Injectable } from '@nestjs/common';
import { MediaUsage } from '../../application/media-usage.port';

/** No content shows library images yet: every image counts as unused (see the MediaUsage port). */
@Injectable()
export class NoMediaUsage extends MediaUsage {
  async countUses(): Promise<number> {
    return 0;
  }
}
