import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';

/** The key of the visitors' manage links: derived from JWT_SECRET, so every instance signs and reads the same links. */
@Injectable()
export class VisitLinks {
  readonly secret: string;

  constructor(config: AppConfig) {
    this.secret = createHash('sha256').update(`visit-manage-links\n${config.jwtSecret}`).digest('hex');
  }
}
