import { UPLOAD_API } from '@/api/endpoints/upload'
import type { UploadResult } from '@/api/types'
import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES } from '@/lib/constants'
import { checkUpload } from '@/mocks/complaints/upload-handlers'
import { login, post, upload, uploadBytes, setupMockServer } from './api'

setupMockServer()

const file = (name: string, type: string, bytes = 16) =>
  new File([new Uint8Array(bytes).fill(7)], name, { type })

describe('ad-pict-upload', () => {
  it.each(['photo.png', 'photo.JPG', 'photo.jpeg', '充电桩故障.jpg'])(
    'accepts %s',
    async (name) => {
      const token = await login()
      const { body } = await uploadBytes<UploadResult>(
        UPLOAD_API.pictUpload,
        { name, type: 'image/jpeg', bytes: 1024 },
        token,
      )
      expect(body?.code).toBe('000000')
      expect(body?.data).toMatchObject({ fileName: name, size: 1024 })
      expect(body?.data.url).toMatch(/^(blob:|\/mock-uploads\/)/)
    },
  )

  it('accepts a File sent with FormData', async () => {
    const token = await login()
    const { body } = await upload<UploadResult>(
      UPLOAD_API.pictUpload,
      file('photo.png', 'image/png', 2048),
      token,
    )
    expect(body?.code).toBe('000000')
    expect(body?.data.size).toBe(2048)
  })

  it('refuses other types, missing and empty files', async () => {
    const token = await login()
    const gif = await uploadBytes(
      UPLOAD_API.pictUpload,
      { name: 'a.gif', type: 'image/gif', bytes: 16 },
      token,
    )
    expect(gif.body).toMatchObject({ code: '100006', msg: '上传图片只能是png、jpg、jpeg 格式' })
    const gifFile = await upload(UPLOAD_API.pictUpload, file('a.gif', 'image/gif'), token)
    expect(gifFile.body?.code).toBe('100006')
    const none = await upload(UPLOAD_API.pictUpload, null, token)
    expect(none.body).toMatchObject({ code: '100001', msg: '参数错误：请选择要上传的文件' })
    const json = await post(UPLOAD_API.pictUpload, {}, token)
    expect(json.body).toMatchObject({
      code: '100001',
      msg: '参数错误：请使用multipart/form-data上传文件',
    })
    const empty = await uploadBytes(
      UPLOAD_API.pictUpload,
      { name: 'a.png', type: 'image/png', bytes: 0 },
      token,
    )
    expect(empty.body).toMatchObject({ code: '100001', msg: '参数错误：上传文件不能为空' })
  })

  it('needs a token', async () => {
    const response = await fetch(`http://localhost/v1/charge-user${UPLOAD_API.pictUpload}`, {
      method: 'POST',
      body: new FormData(),
    })
    expect(response.status).toBe(500)
  })
})

describe('ad-sound-upload', () => {
  it('accepts mp3 and refuses other types', async () => {
    const token = await login()
    const ok = await uploadBytes<UploadResult>(
      UPLOAD_API.soundUpload,
      { name: 'voice.mp3', type: 'audio/mpeg', bytes: 16 },
      token,
    )
    expect(ok.body?.data).toMatchObject({ fileName: 'voice.mp3', size: 16 })
    const wav = await uploadBytes(
      UPLOAD_API.soundUpload,
      { name: 'voice.wav', type: 'audio/wav', bytes: 16 },
      token,
    )
    expect(wav.body).toMatchObject({ code: '100006', msg: '请上传mp3文件！' })
  })

  it('takes exactly 50 MB and refuses one byte more (real bodies)', async () => {
    const token = await login()
    const limit = await uploadBytes(
      UPLOAD_API.soundUpload,
      { name: 'long.mp3', type: 'audio/mpeg', bytes: AUDIO_MAX_BYTES },
      token,
    )
    expect(limit.body?.code).toBe('000000')
    const big = await upload(
      UPLOAD_API.soundUpload,
      file('long.mp3', 'audio/mpeg', AUDIO_MAX_BYTES + 1),
      token,
    )
    expect(big.body).toMatchObject({ code: '100007', msg: '音频文件过大，请重新选择！' })
  })
})

describe('checkUpload limits', () => {
  it('keeps pictures under 250M and sounds up to 50 MB', () => {
    expect(checkUpload('picture', 'a.png', '', IMAGE_MAX_BYTES - 1)).toBeNull()
    expect(checkUpload('picture', 'a.png', '', IMAGE_MAX_BYTES)).toEqual({
      code: '100007',
      msg: '图片大小超过250M，请重新选择',
    })
    expect(checkUpload('sound', 'a.mp3', '', AUDIO_MAX_BYTES)).toBeNull()
    expect(checkUpload('sound', 'a.mp3', '', AUDIO_MAX_BYTES + 1)?.code).toBe('100007')
  })

  it('falls back to the MIME type when the name has no extension', () => {
    expect(checkUpload('picture', 'blob', 'image/jpeg', 10)).toBeNull()
    expect(checkUpload('sound', 'blob', 'audio/mpeg', 10)).toBeNull()
    expect(checkUpload('sound', 'blob', 'audio/ogg', 10)?.msg).toBe('请上传mp3文件！')
  })
})
