import * as migration_20261123_204411_initial from './20261123_204411_initial.ts';
import * as migration_20261123_233656_notices from './20261123_233656_notices.ts';

export const migrations = [
  {
    up: migration_20261123_204411_initial.up,
    down: migration_20261123_204411_initial.down,
    name: '20261123_204411_initial',
  },
  {
    up: migration_20261123_233656_notices.up,
    down: migration_20261123_233656_notices.down,
    name: '20261123_233656_notices',
  },
];
