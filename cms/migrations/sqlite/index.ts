import * as migration_20261123_204359_initial from './20261123_204359_initial.ts';
import * as migration_20261123_233653_notices from './20261123_233653_notices.ts';

export const migrations = [
  {
    up: migration_20261123_204359_initial.up,
    down: migration_20261123_204359_initial.down,
    name: '20261123_204359_initial',
  },
  {
    up: migration_20261123_233653_notices.up,
    down: migration_20261123_233653_notices.down,
    name: '20261123_233653_notices',
  },
];
