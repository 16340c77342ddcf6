import * as migration_20261122_114326_initial from './20261122_114326_initial';

export const migrations = [
  {
    up: migration_20261122_114326_initial.up,
    down: migration_20261122_114326_initial.down,
    name: '20261122_114326_initial'
  },
];
