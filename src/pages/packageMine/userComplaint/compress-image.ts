import { compressPlan, jpegName, smallerOf } from '@/lib/compress'

interface Decoded {
  source: CanvasImageSource
  width: number
  height: number
  close: () => void
}

/** Decodes a picture: createImageBitmap where there is one, else an <img> (older iOS web views). */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file)
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    }
  }
  const url = URL.createObjectURL(file)
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => {} }
  } finally {
    URL.revokeObjectURL(url)
  }
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

/**
 * A large picture redrawn as a JPEG of at most 1920 px on its longest side (src/lib/compress.ts has
 * the rule); the original when it is small, when the browser cannot decode or draw it, or when the
 * JPEG would not be smaller.
 */
export async function compressImage(file: File): Promise<File> {
  let decoded: Decoded | undefined
  try {
    decoded = await decode(file)
    const plan = compressPlan(file.size, decoded.width, decoded.height)
    if (!plan) return file
    const canvas = document.createElement('canvas')
    canvas.width = plan.width
    canvas.height = plan.height
    const context = canvas.getContext('2d')
    if (!context) return file
    // A PNG's transparent parts would turn black in a JPEG.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, plan.width, plan.height)
    context.drawImage(decoded.source, 0, 0, plan.width, plan.height)
    const blob = await toJpeg(canvas, plan.quality)
    const compressed = blob
      ? new File([blob], jpegName(file.name), {
          type: 'image/jpeg',
          lastModified: file.lastModified,
        })
      : null
    return smallerOf(file, compressed)
  } catch {
    return file // not decodable here: the server still checks it
  } finally {
    decoded?.close()
  }
}
