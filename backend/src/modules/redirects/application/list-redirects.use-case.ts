import { Injectable } from '@nestjs/common';
import type { Redirect } from '../domain/redirect';
import { RedirectRepository } from './redirect-repository.port';

/** Every redirect, newest first. */
@Injectable()
export class ListRedirects {
  constructor(private readonly redirects: RedirectRepository) {}

  execute(): Promise<Redirect[]> {
    return this.redirects.list();
  }
}
