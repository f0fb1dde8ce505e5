import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, IMAGE_TYPES } from '@/lib/constants'
import { checkAudio, fileExtension, filterImages } from '@/lib/files'
import { MSG } from '@/lib/messages'

function file(name: string, size = 1, type = ''): File {
  const f = new File([new Uint8Array(1)], name, { type })
  Object.defineProperty(f, 'size', { value: size })
  return f
}

describe('spec numbers and messages', () => {
  it('match SPEC §5 and §9', () => {
    expect(IMAGE_MAX_BYTES).toBe(262144000)
    expect(IMAGE_MAX_COUNT).toBe(9)
    expect(IMAGE_TYPES).toEqual(['png', 'jpg', 'jpeg'])
    expect(AUDIO_MAX_BYTES).toBe(52428800)
    expect(MSG.imageTooLarge).toBe('图片大小超过250M，已为您自动过滤！')
    expect(MSG.imageBadType).toBe('上传图片只能是png、jpg、jpeg 格式，已为您自动过滤！')
    expect(MSG.audioNotMp3).toBe('请上传mp3文件！')
    expect(MSG.audioTooLarge).toBe('音频文件过大，请重新选择！')
  })
})

describe('fileExtension', () => {
  it('returns the lower-case text after the last dot', () => {
    expect(fileExtension('a.PNG')).toBe('png')
    expect(fileExtension('a.b.jpeg')).toBe('jpeg')
    expect(fileExtension('photo')).toBe('')
    expect(fileExtension('photo.')).toBe('')
    expect(fileExtension('')).toBe('')
  })
})

describe('filterImages', () => {
  it('keeps png, jpg and jpeg in any case', () => {
    const files = [file('a.png'), file('b.JPG'), file('c.Jpeg')]
    expect(filterImages(files)).toEqual({ accepted: files, messages: [] })
  })

  it('drops files of IMAGE_MAX_BYTES or more, keeping one byte less', () => {
    const under = file('a.png', IMAGE_MAX_BYTES - 1)
    const result = filterImages([
      under,
      file('b.png', IMAGE_MAX_BYTES),
      file('c.png', IMAGE_MAX_BYTES + 1),
    ])
    expect(result.accepted).toEqual([under])
    expect(result.messages).toEqual([MSG.imageTooLarge])
  })

  it('drops other types by extension, each message once', () => {
    const ok = file('ok.jpg')
    const result = filterImages([
      file('a.gif'),
      ok,
      file('b.webp', 1, 'image/png'),
      file('c.png.exe'),
    ])
    expect(result.accepted).toEqual([ok])
    expect(result.messages).toEqual([MSG.imageBadType])
  })

  it('falls back to the MIME type only when there is no extension', () => {
    const png = file('image', 1, 'image/png')
    const jpeg = file('blob', 1, 'IMAGE/JPEG')
    const result = filterImages([png, jpeg, file('x', 1, 'image/gif'), file('y', 1, '')])
    expect(result.accepted).toEqual([png, jpeg])
    expect(result.messages).toEqual([MSG.imageBadType])
  })

  it('reports both messages when both apply, size checked first', () => {
    const result = filterImages([
      file('big.gif', IMAGE_MAX_BYTES),
      file('a.bmp'),
      file('b.png', IMAGE_MAX_BYTES),
    ])
    expect(result.accepted).toEqual([])
    expect(result.messages).toEqual([MSG.imageTooLarge, MSG.imageBadType])
  })

  it('caps at IMAGE_MAX_COUNT by default, minus existing ones', () => {
    const many = Array.from({ length: IMAGE_MAX_COUNT + 3 }, (_, i) => file(`${i}.png`))
    expect(filterImages(many).accepted).toEqual(many.slice(0, IMAGE_MAX_COUNT))
    expect(filterImages(many, { existing: 7 }).accepted).toHaveLength(IMAGE_MAX_COUNT - 7)
    expect(filterImages(many, { existing: IMAGE_MAX_COUNT }).accepted).toEqual([])
    expect(filterImages(many, { existing: IMAGE_MAX_COUNT + 5 }).accepted).toEqual([])
    expect(filterImages(many, { max: 1 }).accepted).toEqual(many.slice(0, 1))
    expect(filterImages(many, { max: 0 }).accepted).toEqual([])
    expect(filterImages(many, { max: 3, existing: -2 }).accepted).toHaveLength(3)
  })

  it('treats NaN limits as the defaults and copes with an empty pick', () => {
    const many = Array.from({ length: IMAGE_MAX_COUNT + 1 }, (_, i) => file(`${i}.png`))
    expect(filterImages(many, { max: NaN, existing: NaN }).accepted).toHaveLength(IMAGE_MAX_COUNT)
    expect(filterImages([])).toEqual({ accepted: [], messages: [] })
  })

  it('drops a file with a NaN size as too large', () => {
    expect(filterImages([file('a.png', NaN)]).messages).toEqual([MSG.imageTooLarge])
  })
})

describe('checkAudio', () => {
  it('allows mp3 up to exactly AUDIO_MAX_BYTES', () => {
    expect(checkAudio(file('a.mp3'))).toBeNull()
    expect(checkAudio(file('A.MP3', AUDIO_MAX_BYTES))).toBeNull()
    expect(checkAudio(file('empty.mp3', 0))).toBeNull()
  })

  it('rejects anything over AUDIO_MAX_BYTES', () => {
    expect(checkAudio(file('a.mp3', AUDIO_MAX_BYTES + 1))).toBe(MSG.audioTooLarge)
    expect(checkAudio(file('a.mp3', NaN))).toBe(MSG.audioTooLarge)
  })

  it('rejects other types by name before the size', () => {
    for (const name of ['a.wav', 'a.m4a', 'mp3', 'a.mp3.txt', 'a.', '']) {
      expect(checkAudio(file(name, AUDIO_MAX_BYTES + 1, 'audio/mpeg'))).toBe(MSG.audioNotMp3)
    }
  })

  it('works with a plain picked-file object', () => {
    expect(checkAudio({ name: 'voice.mp3', size: 10 })).toBeNull()
  })
})
