import {
  COMPRESS_MAX_SIDE,
  COMPRESS_OVER_BYTES,
  COMPRESS_QUALITY,
  compressPlan,
  jpegName,
  smallerOf,
} from '@/lib/compress'

describe('compressPlan: the size rule', () => {
  it('is 1 MB, 1920 px and quality 0.8', () => {
    expect(COMPRESS_OVER_BYTES).toBe(1048576)
    expect(COMPRESS_MAX_SIDE).toBe(1920)
    expect(COMPRESS_QUALITY).toBe(0.8)
  })

  it('sends a picture of exactly 1 MB and 1920 px as it is', () => {
    expect(compressPlan(COMPRESS_OVER_BYTES, 1920, 1080)).toBeNull()
    expect(compressPlan(COMPRESS_OVER_BYTES, 1080, 1920)).toBeNull()
    expect(compressPlan(1, 1, 1)).toBeNull()
  })

  it('compresses one byte over 1 MB, keeping a small picture its size', () => {
    expect(compressPlan(COMPRESS_OVER_BYTES + 1, 1200, 900)).toEqual({
      width: 1200,
      height: 900,
      quality: 0.8,
    })
  })

  it('scales a picture one pixel over 1920 down to 1920 on its longest side', () => {
    expect(compressPlan(1000, 1921, 1000)).toEqual({ width: 1920, height: 999, quality: 0.8 })
    expect(compressPlan(1000, 1000, 1921)).toEqual({ width: 999, height: 1920, quality: 0.8 })
  })

  it('scales a phone photo (4032 x 3024, 4 MB) to 1920 x 1440', () => {
    expect(compressPlan(4 * 1024 * 1024, 4032, 3024)).toEqual({
      width: 1920,
      height: 1440,
      quality: 0.8,
    })
  })

  it('keeps at least one pixel on a very long, thin picture', () => {
    expect(compressPlan(5_000_000, 100000, 10)).toEqual({ width: 1920, height: 1, quality: 0.8 })
  })

  it('leaves pictures it cannot measure alone', () => {
    expect(compressPlan(5_000_000, 0, 100)).toBeNull()
    expect(compressPlan(5_000_000, Number.NaN, 100)).toBeNull()
  })
})

describe('smallerOf', () => {
  const original = { size: 2_000_000, name: 'a.png' }
  it('takes the compressed file only when it is smaller', () => {
    const smaller = { size: 1_999_999, name: 'a.jpg' }
    expect(smallerOf(original, smaller)).toBe(smaller)
    expect(smallerOf(original, { size: 2_000_000, name: 'a.jpg' })).toBe(original)
    expect(smallerOf(original, { size: 2_500_000, name: 'a.jpg' })).toBe(original)
    expect(smallerOf(original, null)).toBe(original)
  })
})

describe('jpegName', () => {
  it('gives the compressed picture a .jpg name', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg')
    expect(jpegName('a.b.jpeg')).toBe('a.b.jpg')
    expect(jpegName('photo')).toBe('photo.jpg')
    expect(jpegName('')).toBe('image.jpg')
  })
})
