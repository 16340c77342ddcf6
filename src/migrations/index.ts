import * as migration_20261122_114326_initial from './20261122_114326_initial';
import * as migration_20261122_120344_stock_search from './20261122_120344_stock_search';

export const migrations = [
  {
    up: migration_20261122_114326_initial.up,
    down: migration_20261122_114326_initial.down,
    name: '20261122_114326_initial',
  },
  {
    up: migration_20261122_120344_stock_search.up,
    down: migration_20261122_120344_stock_search.down,
    name: '20261122_120344_stock_search'
  },
];
