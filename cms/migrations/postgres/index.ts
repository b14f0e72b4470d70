import * as migration_20261123_204411_initial from './20261123_204411_initial.ts';
import * as migration_20261123_233810_alert from './20261123_233810_alert.ts';

export const migrations = [
  {
    up: migration_20261123_204411_initial.up,
    down: migration_20261123_204411_initial.down,
    name: '20261123_204411_initial',
  },
  {
    up: migration_20261123_233810_alert.up,
    down: migration_20261123_233810_alert.down,
    name: '20261123_233810_alert'
  },
];
