import * as migration_20261122_123700_initial from './20261122_123700_initial';
import * as migration_20261122_125331_car_views from './20261122_125331_car_views';
import * as migration_20261122_131652_website_delivery from './20261122_131652_website_delivery';
import * as migration_20261122_133717_phone_reveals from './20261122_133717_phone_reveals';
import * as migration_20261122_142915_leads from './20261122_142915_leads';
import * as migration_20261122_153947_shoppers from './20261122_153947_shoppers';
import * as migration_20261122_181759_garage_path from './20261122_181759_garage_path';
import * as migration_20261122_182414_finance_applications from './20261122_182414_finance_applications';
import * as migration_20261122_185112_content from './20261122_185112_content';
import * as migration_20261122_192411_menus from './20261122_192411_menus';
import * as migration_20261122_204013_reservations from './20261122_204013_reservations';
import * as migration_20261122_205847_spin_to_win from './20261122_205847_spin_to_win';

export const migrations = [
  {
    up: migration_20261122_123700_initial.up,
    down: migration_20261122_123700_initial.down,
    name: '20261122_123700_initial',
  },
  {
    up: migration_20261122_125331_car_views.up,
    down: migration_20261122_125331_car_views.down,
    name: '20261122_125331_car_views',
  },
  {
    up: migration_20261122_131652_website_delivery.up,
    down: migration_20261122_131652_website_delivery.down,
    name: '20261122_131652_website_delivery',
  },
  {
    up: migration_20261122_133717_phone_reveals.up,
    down: migration_20261122_133717_phone_reveals.down,
    name: '20261122_133717_phone_reveals',
  },
  {
    up: migration_20261122_142915_leads.up,
    down: migration_20261122_142915_leads.down,
    name: '20261122_142915_leads',
  },
  {
    up: migration_20261122_153947_shoppers.up,
    down: migration_20261122_153947_shoppers.down,
    name: '20261122_153947_shoppers',
  },
  {
    up: migration_20261122_181759_garage_path.up,
    down: migration_20261122_181759_garage_path.down,
    name: '20261122_181759_garage_path',
  },
  {
    up: migration_20261122_182414_finance_applications.up,
    down: migration_20261122_182414_finance_applications.down,
    name: '20261122_182414_finance_applications',
  },
  {
    up: migration_20261122_185112_content.up,
    down: migration_20261122_185112_content.down,
    name: '20261122_185112_content',
  },
  {
    up: migration_20261122_192411_menus.up,
    down: migration_20261122_192411_menus.down,
    name: '20261122_192411_menus',
  },
  {
    up: migration_20261122_204013_reservations.up,
    down: migration_20261122_204013_reservations.down,
    name: '20261122_204013_reservations',
  },
  {
    up: migration_20261122_205847_spin_to_win.up,
    down: migration_20261122_205847_spin_to_win.down,
    name: '20261122_205847_spin_to_win'
  },
];
