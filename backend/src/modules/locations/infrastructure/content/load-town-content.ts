import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadYamlCollection, loadYamlFile } from '../../../../shared/content/load-yaml';
import type { TownTexts } from '../../domain/location';
import type { TownSeed, TownServicePageSeed } from '../../domain/town-seed';
import { comarcasFile, incentivesFile, townFile, townServicePageFile } from './town-content.schema';

interface TownContent {
  towns: TownSeed[];
  /** By the town's English slug. */
  servicePages: Record<string, TownServicePageSeed[]>;
  texts: TownTexts;
}

/** Every town, town sub-page, comarca and incentive from the content root, checked against their schemas. */
export function loadTownContent(contentRoot: string): TownContent {
  const towns = loadYamlCollection(contentRoot, 'towns', townFile).map((file) => file.data);
  const pagesRoot = join(contentRoot, 'town-pages');
  const servicePages: Record<string, TownServicePageSeed[]> = {};
  if (existsSync(pagesRoot))
    for (const town of readdirSync(pagesRoot).sort())
      servicePages[town] = loadYamlCollection(contentRoot, join('town-pages', town), townServicePageFile)
        .map((file) => file.data)
        .sort((a, b) => a.order - b.order)
        .map(({ order: _order, ...page }) => page);
  const comarcas = loadYamlFile(contentRoot, 'comarcas.yaml', comarcasFile);
  const incentives = loadYamlFile(contentRoot, 'incentives.yaml', incentivesFile);
  return { towns, servicePages, texts: { comarcas, townHallIncentive: incentives.townHall, widerIncentives: incentives.wider } };
}
