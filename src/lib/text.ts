/** Text helpers with no domain in them: what a form's length limits and counters count. */

/**
 * The number of characters of `text` once trimmed (String.prototype.trim: spaces, tabs and line
 * ends at either end do not count), in Unicode code points: an emoji or a rare character outside
 * the BMP counts once, where UTF-16 `.length` counts two. A sequence of several code points (a
 * family emoji, a letter plus a combining accent) counts each of them.
 */
export function charCount(text: string): number {
  return Array.from(text.trim()).length
}
