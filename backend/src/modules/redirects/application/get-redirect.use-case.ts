import { Injectable } from '@nestjs/common';
import type { Redirect } from '../domain/redirect';
import { RedirectNotFoundError } from '../domain/redirect.errors';
import { RedirectRepository } from './redirect-repository.port';

@Injectable()
export class GetRedirect {
  constructor(private readonly redirects: RedirectRepository) {}

  async execute(id: string): Promise<Redirect> {
    const redirect = await this.redirects.find(id);
    if (!redirect) throw new RedirectNotFoundError();
    return redirect;
  }
}
