// antd-mobile-icons as they ship are drawn with seven decimals on a 48-unit grid and carry an id on
// every element (exported from a design tool). At the sizes the app draws them (1em, 16-28 px) a
// tenth of a unit is under 0.06 px, so the build rounds their path data to one decimal (svgo's path
// optimiser, which also drops redundant commands) and drops the ids, which nothing references. Home's
// nine glyphs went from 6.7 kB to 2.0 kB gzip (README "Performance"); every page with an icon gains.
import type { Plugin } from 'vite'
import { optimize } from 'svgo'

const ICON_MODULE = /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/][A-Z]\w*\.js$/

/** One path's data rounded to `precision` decimals by svgo (the same shape, shorter). */
export function compactPath(d: string, precision = 1): string {
  const svg = optimize(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path d="${d}"/></svg>`,
    {
      multipass: true,
      floatPrecision: precision,
      plugins: [{ name: 'preset-default' }],
    },
  ).data
  // A path svgo removed as empty, or merged away, keeps its original data.
  return / d="([^"]+)"/.exec(svg)?.[1] ?? d
}

/** An icon module's code with its paths compacted and its element ids dropped. */
export function compactIconModule(code: string): string {
  return code
    .replace(/\bd: "([^"]+)"/g, (_, d: string) => `d: "${compactPath(d)}"`)
    .replace(/\n\s*id: "[^"]*",?/g, '')
}

export function compactIcons(): Plugin {
  return {
    name: 'compact-icons',
    apply: 'build',
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null
      // Ids used by a reference (a gradient, a mask) would be needed: such an icon is left as is.
      if (/url\(#/.test(code)) return null
      return { code: compactIconModule(code), map: null }
    },
  }
}
