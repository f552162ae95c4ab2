import { Module } from '@nestjs/common';
import { LocationsModule } from '../locations/locations.module';
import { QaModule } from '../qa/qa.module';
import { AddRedirect } from './application/add-redirect.use-case';
import { GetRedirect } from './application/get-redirect.use-case';
import { ListRedirects } from './application/list-redirects.use-case';
import { PathOwners } from './application/path-owners.port';
import { RemoveRedirect } from './application/remove-redirect.use-case';
import { RedirectsAdminController } from './infrastructure/http/redirects-admin.controller';
import { SitePathOwners } from './infrastructure/site-path-owners';
import { RedirectsModule } from './redirects.module';

/** The Redirects screen's routes: list, add (checked against the pages the site renders) and delete. */
@Module({
  imports: [RedirectsModule, QaModule, LocationsModule],
  controllers: [RedirectsAdminController],
  providers: [{ provide: PathOwners, useClass: SitePathOwners }, ListRedirects, GetRedirect, AddRedirect, RemoveRedirect],
})
export class RedirectsAdminModule {}
