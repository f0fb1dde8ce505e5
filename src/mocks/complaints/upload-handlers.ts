/**
 * Uploads (multipart, form field `file`): pictures png/jpg/jpeg under 250M, sounds .mp3 up to 50 MB.
 * The answer's url is a blob: URL where the runtime can make one (the demo shows the real file), else
 * `/mock-uploads/<n>-<name>`.
 */
import { UPLOAD_API } from '@/api/endpoints/upload'
import type { UploadResult } from '@/api/types'
import { AUDIO_MAX_BYTES, AUDIO_TYPE, IMAGE_MAX_BYTES, IMAGE_TYPES } from '@/lib/constants'
import { recordUpload } from './db'
import { db } from '../core/db'
import { CODE, fail, ok, postApi, type Resolver } from '../core/http'

export type UploadKind = 'picture' | 'sound'

const MIME_EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
}

function extensionOf(name: string, type: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name)
  return match?.[1]?.toLowerCase() ?? MIME_EXT[type.toLowerCase()] ?? ''
}

export interface UploadProblem {
  code: string
  msg: string
}

/** Why a file is refused, or null when it is accepted. Pure (tested with any size). */
export function checkUpload(
  kind: UploadKind,
  name: string,
  type: string,
  size: number,
): UploadProblem | null {
  const ext = extensionOf(name, type)
  if (kind === 'picture') {
    if (!(IMAGE_TYPES as readonly string[]).includes(ext)) {
      return { code: CODE.uploadType, msg: '上传图片只能是png、jpg、jpeg 格式' }
    }
    if (size >= IMAGE_MAX_BYTES)
      return { code: CODE.uploadSize, msg: '图片大小超过250M，请重新选择' }
  } else {
    if (ext !== AUDIO_TYPE) return { code: CODE.uploadType, msg: '请上传mp3文件！' }
    if (size > AUDIO_MAX_BYTES) return { code: CODE.uploadSize, msg: '音频文件过大，请重新选择！' }
  }
  if (size <= 0) return { code: CODE.param, msg: '参数错误：上传文件不能为空' }
  return null
}

function urlFor(file: File, name: string): string {
  try {
    if (typeof window !== 'undefined' && typeof URL.createObjectURL === 'function') {
      const url = URL.createObjectURL(file)
      if (url.startsWith('blob:http')) return url
    }
  } catch {
    // not a browser Blob: fall back to a stable path
  }
  return `/mock-uploads/${db.counters.upload}-${encodeURIComponent(name)}`
}

function uploadResolver(kind: UploadKind): Resolver {
  return async ({ request }) => {
    let file: FormDataEntryValue | null = null
    try {
      file = (await request.formData()).get('file')
    } catch {
      return fail(CODE.param, '参数错误：请使用multipart/form-data上传文件')
    }
    if (file === null || typeof file === 'string')
      return fail(CODE.param, '参数错误：请选择要上传的文件')
    const name = file.name.split(/[\\/]/).pop() || 'file'
    const problem = checkUpload(kind, name, file.type, file.size)
    if (problem) return fail(problem.code, problem.msg)
    db.counters.upload += 1
    const url = urlFor(file, name)
    recordUpload(url, kind) // a complaint may cite only what was uploaded
    return ok<UploadResult>({ url, fileName: name, size: file.size })
  }
}

export const uploadHandlers = [
  postApi(UPLOAD_API.pictUpload, uploadResolver('picture')),
  postApi(UPLOAD_API.soundUpload, uploadResolver('sound')),
]
