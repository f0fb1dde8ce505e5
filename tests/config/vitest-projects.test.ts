import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { ISOLATED_TESTS } from '../isolated-tests'

const ROOT = join(__dirname, '../..')
const SWAPS = /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(/

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : []
  })
}

test('every test file that swaps modules, globals or env runs isolated, and only those', () => {
  const swapping = testFiles(join(ROOT, 'tests')).filter((file) =>
    SWAPS.test(readFileSync(join(ROOT, file), 'utf8')),
  )
  expect(swapping.sort()).toEqual([...ISOLATED_TESTS].sort())
})
