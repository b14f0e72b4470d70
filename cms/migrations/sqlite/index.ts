import * as migration_20261123_204359_initial from './20261123_204359_initial.ts';
import * as migration_20261123_233806_alert from './20261123_233806_alert.ts';

export const migrations = [
  {
    up: migration_20261123_204359_initial.up,
    down: migration_20261123_204359_initial.down,
    name: '20261123_204359_initial',
  },
  {
    up: migration_20261123_233806_alert.up,
    down: migration_20261123_233806_alert.down,
    name: '20261123_233806_alert'
  },
];
