// Types of what scripts/check-build.mjs exports for tests (tests/scripts/check-build.test.ts).

/** The files of a build (paths relative to dir) that belong to the mock operator, with why. */
export function mockFiles(dir: string): { file: string; why: string }[]

/** What is wrong with dir/csp.txt for this index.html, or null. */
export function checkCsp(dir: string, html: string): string | null
