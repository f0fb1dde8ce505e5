/** Small deterministic helpers of the mock operator: a hex hash and inline SVG images. */

/** A deterministic hex string of `length` characters (FNV-1a rounds; not cryptographic). */
export function hashHex(input: string, length = 40): string {
  let out = ''
  let round = 0
  while (out.length < length) {
    let h = (0x811c9dc5 ^ Math.imul(round + 1, 0x9e3779b1)) >>> 0
    for (let i = 0; i < input.length; i += 1) {
      h ^= input.charCodeAt(i)
      h = Math.imul(h, 0x01000193) >>> 0
    }
    out += h.toString(16).padStart(8, '0')
    round += 1
  }
  return out.slice(0, length)
}

/** A non-negative integer derived from `input`, for picking from a list. */
export function hashInt(input: string): number {
  return parseInt(hashHex(input, 8), 16)
}

function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/**
 * A round avatar: a figure on the user's colour. Drawn, not lettered: a WeChat avatar is a photo
 * (a JPEG from thirdwx.qlogo.cn) that paints without text, and a glyph in an SVG image is laid out
 * with the page's fonts as it paints, on the main thread (42 ms for one Chinese character on a
 * machine without a CJK font: docs/performance-history.md).
 */
export function avatarSvg(color = '#16a34a'): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<circle cx="48" cy="48" r="48" fill="${color}"/>` +
      `<circle cx="48" cy="37" r="17" fill="#fff"/>` +
      `<path fill="#fff" d="M19 85c3-16 15-25 29-25s26 9 29 25a48 48 0 0 1-58 0z"/></svg>`,
  )
}

const QR_SIZE = 25

function inFinder(x: number, y: number): boolean {
  const corner = (cx: number, cy: number) => x >= cx && x < cx + 8 && y >= cy && y < cy + 8
  return corner(0, 0) || corner(QR_SIZE - 8, 0) || corner(0, QR_SIZE - 8)
}

function finder(cx: number, cy: number): string {
  return `M${cx} ${cy}h7v7h-7zM${cx + 1} ${cy + 1}v5h5v-5z` + `M${cx + 2} ${cy + 2}h3v3h-3z`
}

/** Something that looks like a QR code (three finder patterns and a seeded module pattern). */
export function qrSvg(seed: string): string {
  const bits = hashHex(seed, QR_SIZE * QR_SIZE)
  let path = finder(0, 0) + finder(QR_SIZE - 7, 0) + finder(0, QR_SIZE - 7)
  for (let y = 0; y < QR_SIZE; y += 1) {
    for (let x = 0; x < QR_SIZE; x += 1) {
      if (inFinder(x, y)) continue
      const nibble = parseInt(bits[y * QR_SIZE + x] ?? '0', 16)
      if (nibble % 2 === 1) path += `M${x} ${y}h1v1h-1z`
    }
  }
  const size = QR_SIZE + 4
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="232" height="232" viewBox="-2 -2 ${size} ${size}" ` +
      `shape-rendering="crispEdges"><rect x="-2" y="-2" width="${size}" height="${size}" fill="#fff"/>` +
      `<path fill="#000" fill-rule="evenodd" d="${path}"/></svg>`,
  )
}
