import { upload } from './client'
import { API, type UploadResult } from './types'

export const uploadApi = {
  picture: (file: File) => upload<UploadResult>(API.pictUpload, file, file.name),
  sound: (file: File) => upload<UploadResult>(API.soundUpload, file, file.name),
}
