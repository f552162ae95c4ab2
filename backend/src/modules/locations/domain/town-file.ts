import type { Town, TownServicePage } from '@costa-sol/common';

/** What the town content files hold (content/towns, town-pages), from which Location records are built. Plain data. */

export { COMARCAS, type ComarcaId } from '@costa-sol/common';

/** content/towns/{english-slug}.yaml: one town, as common's townSchema checks it (its fields are described there). */
export type TownFile = Town;

export type Coordinates = NonNullable<Town['coordinates']>;

/** content/town-pages/{town}/{english-slug}.yaml: a service sub-page of a town (Alhaurín el Grande has eleven). */
export type TownServicePageFile = TownServicePage;
