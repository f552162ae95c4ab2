/** The seasons of the checklist, in the order of the year as it matters on the coast (cooling first). */
export const SEASONS = ['spring', 'summer', 'autumn', 'winter', 'yearly', 'solarCleaning'] as const;
export type Season = (typeof SEASONS)[number];

const SYSTEMS = ['airConditioning', 'heatPump', 'aerotermia', 'waterHeater', 'solar', 'all'] as const;
export type System = (typeof SYSTEMS)[number];

/** Who does the task: the homeowner, or a qualified technician (refrigerant, electrics, roofs). */
export type Who = 'you' | 'technician';

interface Task {
  id: string;
  season: Season;
  system: System;
  who: Who;
}

/** Every task, in the order shown. Its text is in content/checklist-text.ts, keyed by id. */
export const TASKS = [
  { id: 'spring-ac-filters', season: 'spring', system: 'airConditioning', who: 'you' },
  { id: 'spring-ac-outdoor-unit', season: 'spring', system: 'airConditioning', who: 'you' },
  { id: 'spring-ac-test-run', season: 'spring', system: 'airConditioning', who: 'you' },
  { id: 'spring-ac-book-service', season: 'spring', system: 'airConditioning', who: 'you' },
  { id: 'spring-aerotermia-floor-cooling', season: 'spring', system: 'aerotermia', who: 'you' },
  { id: 'spring-water-safety-valve', season: 'spring', system: 'waterHeater', who: 'you' },
  { id: 'spring-solar-production', season: 'spring', system: 'solar', who: 'you' },

  { id: 'summer-ac-filters', season: 'summer', system: 'airConditioning', who: 'you' },
  { id: 'summer-ac-settings', season: 'summer', system: 'airConditioning', who: 'you' },
  { id: 'summer-ac-leaks', season: 'summer', system: 'airConditioning', who: 'you' },
  { id: 'summer-ac-cooling-check', season: 'summer', system: 'airConditioning', who: 'you' },
  { id: 'summer-aerotermia-hot-water', season: 'summer', system: 'aerotermia', who: 'you' },
  { id: 'summer-water-holidays', season: 'summer', system: 'waterHeater', who: 'you' },
  { id: 'summer-solar-dust', season: 'summer', system: 'solar', who: 'you' },

  { id: 'autumn-heat-pump-test', season: 'autumn', system: 'heatPump', who: 'you' },
  { id: 'autumn-heat-pump-return-filter', season: 'autumn', system: 'heatPump', who: 'you' },
  { id: 'autumn-heat-pump-batteries', season: 'autumn', system: 'heatPump', who: 'you' },
  { id: 'autumn-heat-pump-drainage', season: 'autumn', system: 'heatPump', who: 'you' },
  { id: 'autumn-aerotermia-pressure', season: 'autumn', system: 'aerotermia', who: 'you' },
  { id: 'autumn-aerotermia-bleed', season: 'autumn', system: 'aerotermia', who: 'you' },

  { id: 'winter-heat-pump-defrost', season: 'winter', system: 'heatPump', who: 'you' },
  { id: 'winter-heat-pump-storms', season: 'winter', system: 'heatPump', who: 'you' },
  { id: 'winter-aerotermia-steady', season: 'winter', system: 'aerotermia', who: 'you' },
  { id: 'winter-aerotermia-frost', season: 'winter', system: 'aerotermia', who: 'you' },
  { id: 'winter-water-temperature', season: 'winter', system: 'waterHeater', who: 'you' },
  { id: 'winter-solar-shade', season: 'winter', system: 'solar', who: 'you' },

  { id: 'yearly-ac-service', season: 'yearly', system: 'airConditioning', who: 'technician' },
  { id: 'yearly-ac-outdoor-unit', season: 'yearly', system: 'airConditioning', who: 'technician' },
  { id: 'yearly-aerotermia-service', season: 'yearly', system: 'aerotermia', who: 'technician' },
  { id: 'yearly-water-anode', season: 'yearly', system: 'waterHeater', who: 'technician' },
  { id: 'yearly-water-gas', season: 'yearly', system: 'waterHeater', who: 'technician' },
  { id: 'yearly-solar-inspection', season: 'yearly', system: 'solar', who: 'technician' },
  { id: 'yearly-records', season: 'yearly', system: 'all', who: 'you' },

  { id: 'cleaning-when', season: 'solarCleaning', system: 'solar', who: 'you' },
  { id: 'cleaning-how', season: 'solarCleaning', system: 'solar', who: 'you' },
  { id: 'cleaning-time-of-day', season: 'solarCleaning', system: 'solar', who: 'you' },
  { id: 'cleaning-roofs', season: 'solarCleaning', system: 'solar', who: 'technician' },
  { id: 'cleaning-compare', season: 'solarCleaning', system: 'solar', who: 'you' },
] as const satisfies readonly Task[];

export type TaskId = (typeof TASKS)[number]['id'];
export type ChecklistTask = (typeof TASKS)[number];

export const TASK_IDS: readonly TaskId[] = TASKS.map((task) => task.id);

/** The tasks of one season, grouped by system in the order of SYSTEMS. */
export function tasksBySystem(season: Season): { system: System; tasks: ChecklistTask[] }[] {
  const ofSeason: ChecklistTask[] = TASKS.filter((task) => task.season === season);
  return SYSTEMS.map((system) => ({ system, tasks: ofSeason.filter((task) => task.system === system) })).filter(
    (group) => group.tasks.length > 0,
  );
}
