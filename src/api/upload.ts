import { upload, type UploadOptions } from './client'
import { UPLOAD_API } from './endpoints/upload'
import type { UploadResult } from './types'

export const uploadApi = {
  picture: (file: File, options?: UploadOptions) =>
    upload<UploadResult>(UPLOAD_API.pictUpload, file, file.name, options),
  sound: (file: File, options?: UploadOptions) =>
    upload<UploadResult>(UPLOAD_API.soundUpload, file, file.name, options),
}
