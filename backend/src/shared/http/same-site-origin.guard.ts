import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { isSameSitePost } from './same-site-post';

/**
 * For the routes a cookie alone authorises (refresh, sign out): the browser marks the cookie SameSite=Strict, and this
 * checks the request's origin too, so a page of another site (or a browser that ignores SameSite) gets 403 instead of
 * a session. A request naming no origin (a client other than a browser) is judged by its cookie alone.
 */
@Injectable()
export class SameSiteOriginGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (isSameSitePost(request, this.config.publicUrl)) return true;
    throw new ForbiddenException('Requests that use the session cookie are sent from this site.');
  }
}
