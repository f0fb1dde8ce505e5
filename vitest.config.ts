import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      include: ['tests/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      testTimeout: 15000,
      // Vitest keeps a core free by default: on CI's two cores that is one worker. Use both.
      maxWorkers: '100%',
      env: { VITE_USE_MOCK: 'true' },
    },
  }),
)
