/**
 * When a picked photo is made smaller in the browser before upload (a phone photo is several MB on a
 * weak network), and to what size. Pure: the canvas work is the page's (userComplaint/compress-image).
 */

/** Compress files over 1 MB, or pictures whose longest side is over 1920 px. */
export const COMPRESS_OVER_BYTES = 1024 * 1024
export const COMPRESS_MAX_SIDE = 1920
/** JPEG quality of a compressed picture. */
export const COMPRESS_QUALITY = 0.8

export interface CompressPlan {
  width: number
  height: number
  quality: number
}

/**
 * The size to draw a picture at, or null when it is sent as it is: small (at most 1 MB) and at most
 * 1920 px on its longest side. Never enlarges; keeps the aspect ratio; at least 1 px each way.
 */
export function compressPlan(bytes: number, width: number, height: number): CompressPlan | null {
  if (!(width > 0 && height > 0)) return null
  const longest = Math.max(width, height)
  if (bytes <= COMPRESS_OVER_BYTES && longest <= COMPRESS_MAX_SIDE) return null
  const scale = Math.min(1, COMPRESS_MAX_SIDE / longest)
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    quality: COMPRESS_QUALITY,
  }
}

/** The compressed file only when it is really smaller: never upload more than the original. */
export function smallerOf<T extends { size: number }>(original: T, compressed: T | null): T {
  return compressed && compressed.size < original.size ? compressed : original
}

/** 'IMG_2041.PNG' -> 'IMG_2041.jpg' (the compressed picture is a JPEG). */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.')
  return `${dot > 0 ? name.slice(0, dot) : name || 'image'}.jpg`
}
