/**
 * The demo's service worker (mock-public/mockServiceWorker.js) is committed, and npm does not run
 * msw's install script that would refresh it (package.json `allowScripts`: README "Two commands").
 * After an msw update, `npx msw init mock-public` writes the matching worker; this test says when.
 */
import { readFileSync } from 'node:fs'

const ROOT = `${process.cwd()}/`
const VERSION = /const PACKAGE_VERSION = '([^']+)'/

it("the committed worker is the installed msw's version", () => {
  const worker = readFileSync(`${ROOT}mock-public/mockServiceWorker.js`, 'utf8')
  const { version } = JSON.parse(readFileSync(`${ROOT}node_modules/msw/package.json`, 'utf8')) as {
    version: string
  }
  expect(worker).toMatch(VERSION)
  expect(VERSION.exec(worker)?.[1]).toBe(version)
})
