import * as migration_20261122_123700_initial from './20261122_123700_initial';

export const migrations = [
  {
    up: migration_20261122_123700_initial.up,
    down: migration_20261122_123700_initial.down,
    name: '20261122_123700_initial'
  },
];
