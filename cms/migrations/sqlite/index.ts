import * as migration_20261123_204359_initial from './20261123_204359_initial.ts';
import * as migration_20261123_233936_upload_storage from './20261123_233936_upload_storage.ts';

export const migrations = [
  {
    up: migration_20261123_204359_initial.up,
    down: migration_20261123_204359_initial.down,
    name: '20261123_204359_initial',
  },
  {
    up: migration_20261123_233936_upload_storage.up,
    down: migration_20261123_233936_upload_storage.down,
    name: '20261123_233936_upload_storage'
  },
];
