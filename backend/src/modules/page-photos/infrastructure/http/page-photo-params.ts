import { GUIDE_ROUTE_KEYS, MANUFACTURER_SLUGS, SERVICE_ROUTE_KEYS } from '@costa-sol/common';
import { ApiParam } from '@nestjs/swagger';

/** The `{slug}` of a town's page-photo routes, as the document describes it. */
export const TOWN_SLUG_PARAM = ApiParam({ name: 'slug', example: 'marbella', description: "The town's English or Spanish slug." });

/** The `{key}` of a service page's page-photo routes: one of the service pages' route keys. */
export const SERVICE_KEY_PARAM = ApiParam({ name: 'key', enum: SERVICE_ROUTE_KEYS, description: 'The route key of a service page.' });

/** The `{slug}` of a manufacturer page's page-photo routes. */
export const BRAND_SLUG_PARAM = ApiParam({ name: 'slug', enum: MANUFACTURER_SLUGS, description: 'The slug of a manufacturer page.' });

/** The `{key}` of a guide's page-photo routes: one of the guides' route keys. */
export const GUIDE_KEY_PARAM = ApiParam({ name: 'key', enum: GUIDE_ROUTE_KEYS, description: 'The route key of a guide.' });
