import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../../../config/app-config';

/**
 * Form posts come from this site's own pages. They create leads only (no session, no cookie to ride on), so there
 * is no token; but a post whose Origin, or else Referer, names another site is refused (403). A post with neither
 * (some privacy tools strip both) is let through. Same site: PUBLIC_URL's origin, or the host the request was sent to.
 */
@Injectable()
export class SameSiteFormGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const source = request.headers.origin ?? request.headers.referer;
    if (source === undefined) return true;
    if (!this.isThisSite(source, request.host)) throw new ForbiddenException('Forms are sent from this site’s own pages.');
    return true;
  }

  private isThisSite(address: string, host: string): boolean {
    if (!URL.canParse(address)) return false;
    const url = new URL(address);
    return url.origin === new URL(this.config.publicUrl).origin || url.host === host;
  }
}
