// Types of what scripts/check-build.mjs exports for tests (tests/scripts/check-build.test.ts).

/** The files of a build (paths relative to dir) that belong to the mock operator, with why. */
export function mockFiles(dir: string): { file: string; why: string }[]

/** What is wrong with dir/csp.txt for this index.html, or null. */
export function checkCsp(dir: string, html: string): string | null

/** The loader's plan in index.html, or null. */
export function loadPlanOf(html: string): {
  entry: { script: boolean; href: string }[]
  files: string[]
  routes: Record<string, number[]>
  client: number[]
} | null

/** The route paths whose entry in the plan lists no JS file. */
export function routesWithoutChunk(
  plan: { files: string[]; routes: Record<string, number[]> },
  pages: { path: string }[],
): string[]

/** V8's compile hint the entry starts with (scripts/plugins/compile-hints.ts COMPILE_ALL). */
export const ENTRY_HINT: string
