import * as migration_20261123_204359_initial from './20261123_204359_initial.ts';

export const migrations = [
  {
    up: migration_20261123_204359_initial.up,
    down: migration_20261123_204359_initial.down,
    name: '20261123_204359_initial'
  },
];
