import * as migration_20261123_204359_initial from './20261123_204359_initial.ts';
import * as migration_20261123_233551_gallery from './20261123_233551_gallery.ts';

export const migrations = [
  {
    up: migration_20261123_204359_initial.up,
    down: migration_20261123_204359_initial.down,
    name: '20261123_204359_initial',
  },
  {
    up: migration_20261123_233551_gallery.up,
    down: migration_20261123_233551_gallery.down,
    name: '20261123_233551_gallery'
  },
];
