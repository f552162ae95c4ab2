import { SERVICE_ROUTE_KEYS } from '@costa-sol/common';
import { ApiParam } from '@nestjs/swagger';

/** The `{service}` of the price-guide routes: one of the service pages' route keys. */
export const SERVICE_PARAM = ApiParam({ name: 'service', enum: SERVICE_ROUTE_KEYS, description: 'The route key of a service page.' });
