import * as migration_20261123_204411_initial from './20261123_204411_initial.ts';

export const migrations = [
  {
    up: migration_20261123_204411_initial.up,
    down: migration_20261123_204411_initial.down,
    name: '20261123_204411_initial'
  },
];
