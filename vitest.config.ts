import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname
const alias = {
  '@payload-config': path.join(root, 'payload.config.ts'),
  '@/': `${path.join(root, 'src')}/`,
  '@tenants/': `${path.join(root, 'tenants')}/`,
  '@collections/': `${path.join(root, 'collections')}/`,
  '@blocks/': `${path.join(root, 'blocks')}/`,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tenants/**/*.test.ts', 'collections/**/*.test.ts', 'blocks/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/setup/database.ts'],
          setupFiles: ['tests/setup/env.ts'],
          // One database, one schema push: suites run one after another and keep to their own websites.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
