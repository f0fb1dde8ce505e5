/**
 * Shown text without what turns it around (its own file: a link's home title is cleaned with it
 * before the first screen, which loads no field helpers of ./typed-input.ts).
 */

/**
 * Text without the invisible marks that change how it reads: the direction overrides, embeddings,
 * isolates and marks (U+202E turns '4001234567' into '7654321004' on screen) and the zero-width
 * space and BOM. Free text that others see (a red packet's title and blessing) or that a link sets
 * (the home title) keeps what it says and loses only these. The joiners (U+200C, U+200D) stay:
 * emoji and some scripts need them.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(/[\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
}
