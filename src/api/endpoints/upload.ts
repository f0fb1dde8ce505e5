export const UPLOAD_API = {
  pictUpload: '/upload/ad-pict-upload',
  soundUpload: '/upload/ad-sound-upload',
} as const
