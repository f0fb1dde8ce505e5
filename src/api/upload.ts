import { upload, type UploadOptions } from './client'
import type { UploadResult } from './types'

/** SPEC §7 upload calls; kept here, not in the shared table, so upload code stays off the first screen. */
export const UPLOAD_API = {
  pictUpload: '/upload/ad-pict-upload',
  soundUpload: '/upload/ad-sound-upload',
} as const

export const uploadApi = {
  picture: (file: File, options?: UploadOptions) =>
    upload<UploadResult>(UPLOAD_API.pictUpload, file, file.name, options),
  sound: (file: File, options?: UploadOptions) =>
    upload<UploadResult>(UPLOAD_API.soundUpload, file, file.name, options),
}
