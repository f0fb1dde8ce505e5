/**
 * Files that swap modules (vi.mock, vi.doMock, vi.resetModules) or globals and env (vi.stubGlobal,
 * vi.stubEnv) run each in a fresh module graph. A new file of that kind goes on this list:
 * tests/config/vitest-projects.test.ts fails until it does (vitest.config.ts runs the rest
 * without isolation).
 */
export const ISOLATED_TESTS = [
  'tests/api/client-axios-download.test.ts',
  'tests/app/early-calls-timeout.test.ts',
  'tests/app/entry-agreement.test.ts',
  'tests/app/first-paint-renders.test.tsx',
  'tests/app/first-screen.test.ts',
  'tests/config/env.test.ts',
  'tests/mocks/db.test.ts',
  'tests/pages/map.test.tsx',
  'tests/scripts/csp.test.ts',
  'tests/scripts/plugins.test.ts',
  'tests/wechat/real.test.ts',
]
