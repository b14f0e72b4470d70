import * as migration_20261123_204359_initial from './20261123_204359_initial.ts';
import * as migration_20261123_233723_calendar_events from './20261123_233723_calendar_events.ts';

export const migrations = [
  {
    up: migration_20261123_204359_initial.up,
    down: migration_20261123_204359_initial.down,
    name: '20261123_204359_initial',
  },
  {
    up: migration_20261123_233723_calendar_events.up,
    down: migration_20261123_233723_calendar_events.down,
    name: '20261123_233723_calendar_events'
  },
];
