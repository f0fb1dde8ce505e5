/** Picked-file checks (SPEC §5): images for complaints and uploads, mp3 audio from chat files. */
import {
  AUDIO_MAX_BYTES,
  AUDIO_TYPE,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_COUNT,
  IMAGE_TYPES,
} from '@/lib/constants'
import { MSG } from '@/lib/messages'

/** What the checks read; a DOM File fits, and so does a file object from the WeChat bridge. */
export interface PickedFile {
  readonly name: string
  readonly size: number
  readonly type?: string
}

/** Lower-case extension after the last dot, or '' when the name has none ('photo', 'photo.'). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

const IMAGE_MIME = ['image/png', 'image/jpeg']

function isAllowedImage(file: PickedFile): boolean {
  const ext = fileExtension(file.name)
  // Camera pictures on some Android WebViews arrive named 'image' or 'blob': trust the MIME then.
  if (ext === '') return IMAGE_MIME.includes((file.type ?? '').toLowerCase())
  return (IMAGE_TYPES as readonly string[]).includes(ext)
}

export interface ImageFilterResult<T> {
  accepted: T[]
  messages: string[]
}

/**
 * Keeps images under IMAGE_MAX_BYTES with a png/jpg/jpeg extension, then as many as still fit
 * (`max` minus the `existing` ones already shown). Each spec message appears at most once per pick,
 * however many files it filtered.
 */
export function filterImages<T extends PickedFile>(
  files: readonly T[],
  { max = IMAGE_MAX_COUNT, existing = 0 }: { max?: number; existing?: number } = {},
): ImageFilterResult<T> {
  const messages = new Set<string>()
  const kept: T[] = []
  for (const file of files) {
    // Written as "not under the limit" so a missing or NaN size is dropped too.
    if (!(file.size < IMAGE_MAX_BYTES)) messages.add(MSG.imageTooLarge)
    else if (!isAllowedImage(file)) messages.add(MSG.imageBadType)
    else kept.push(file)
  }
  const limit = Number.isFinite(max) ? Math.floor(max) : IMAGE_MAX_COUNT
  const used = Number.isFinite(existing) ? Math.floor(existing) : 0
  const room = Math.max(0, limit - Math.max(0, used))
  return { accepted: kept.slice(0, room), messages: [...messages] }
}

/** null when the audio file may be uploaded, else the spec message to show. */
export function checkAudio(file: PickedFile): string | null {
  if (fileExtension(file.name) !== AUDIO_TYPE) return MSG.audioNotMp3
  // Exactly 50 MB is still allowed: the spec says "at most".
  if (!(file.size <= AUDIO_MAX_BYTES)) return MSG.audioTooLarge
  return null
}
