import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'
import { ISOLATED_TESTS } from './tests/isolated-tests'

// Each project names its files: a project's arrays are added to the root's, not put in their place.
const TESTS = ['tests/**/*.test.{ts,tsx}']

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      testTimeout: 15000,
      // Three workers on CI's two cores: several files wait on the app's real timers (the payment
      // confirmation's 8 s backoff) and left a core idle with two; median of 3 paired runs of
      // `npx vitest run` (farm-bench, 2026-11-26): 107.2 s with two, 96.4 s with three.
      maxWorkers: 3,
      env: { VITE_USE_MOCK: 'true' },
      projects: [
        // Every other file shares its worker's modules and jsdom: the app's pages, the mock and
        // antd-mobile are imported once a worker, not once a file (`npx vitest run` 5 min 10 s ->
        // 1 min 46 s on two cores, adjacent runs). tests/setup.ts puts back what a test changes (the mock db, storage, the store,
        // handlers, faults, the DOM) after each test.
        {
          extends: true,
          test: { name: 'shared', isolate: false, include: TESTS, exclude: ISOLATED_TESTS },
        },
        { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
      ],
    },
  }),
)
