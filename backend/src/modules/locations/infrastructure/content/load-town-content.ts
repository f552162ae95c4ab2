import { ContentError, readCollection, readContentFile } from '@costa-sol/common/content-files';
import type { TownTexts } from '../../domain/location';
import type { TownFile, TownServicePageFile } from '../../domain/town-file';
import { comarcasFile, incentivesFile, townFiles, townServicePageFiles } from './town-content.schema';

interface TownContent {
  towns: TownFile[];
  /** By the town's English slug. */
  servicePages: Record<string, TownServicePageFile[]>;
  texts: TownTexts;
}

/** Every town, town sub-page, comarca and incentive from the content root, checked; all problems reported together. */
export function loadTownContent(contentRoot: string): TownContent {
  const problems: string[] = [];
  const towns = readCollection(contentRoot, townFiles, problems).map((entry) => entry.data);
  const servicePages: Record<string, TownServicePageFile[]> = {};
  for (const { name, data } of readCollection(contentRoot, townServicePageFiles, problems).sort((a, b) => a.data.order - b.data.order)) {
    const { order: _order, ...page } = data;
    (servicePages[name.split('/')[0]] ??= []).push(page);
  }
  const comarcas = readContentFile(contentRoot, comarcasFile, problems);
  const incentives = readContentFile(contentRoot, incentivesFile, problems);
  if (problems.length > 0 || !comarcas || !incentives) throw new ContentError(problems);
  return { towns, servicePages, texts: { comarcas, townHallIncentive: incentives.townHall, widerIncentives: incentives.wider } };
}
