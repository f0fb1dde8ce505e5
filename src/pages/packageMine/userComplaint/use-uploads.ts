import { useCallback, useEffect, useRef, useState } from 'react'
import { uploadApi } from '@/api/upload'
import { compressImage } from './compress-image'

export type UploadKind = 'picture' | 'sound'
export type UploadState = 'compressing' | 'uploading' | 'done' | 'failed'

export interface UploadItem {
  id: string
  name: string
  /** The picked file (null for one restored from the draft: it is on the server already). */
  file: File | null
  /** What the tile shows: our object URL of the file, or the server's URL. */
  preview: string
  state: UploadState
  /** 0 to 1 while uploading. */
  progress: number
  /** The server's URL once uploaded. */
  url: string | null
  error: string | null
}

/** A file already uploaded (restored from the draft). */
export interface Uploaded {
  url: string
  name: string
}

let seq = 0
const nextId = () => `up-${(seq += 1)}`

// No overlay (each tile shows its own progress); a failure is said once by the client's toast or
// network dialog, and its tile keeps 上传失败 with 重试.
const QUIET = { loading: false } as const

/**
 * Files picked for upload, each with its own progress and failure: a failed one is retried alone,
 * removed ones are forgotten (their answers ignored), and every object URL made for a preview is
 * revoked when its file goes or the page is left.
 */
export function useUploads(kind: UploadKind, restored: readonly Uploaded[]) {
  const [items, setItems] = useState<UploadItem[]>(() =>
    restored.map((u) => ({
      id: nextId(),
      name: u.name,
      file: null,
      preview: u.url,
      state: 'done',
      progress: 1,
      url: u.url,
      error: null,
    })),
  )
  const objectUrls = useRef(new Map<string, string>())

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)))
  }, [])

  const send = useCallback(
    async (id: string, picked: File) => {
      try {
        let file = picked
        if (kind === 'picture') {
          patch(id, { state: 'compressing', progress: 0, error: null })
          file = await compressImage(picked)
        }
        patch(id, { state: 'uploading', progress: 0, error: null })
        const onProgress = (progress: number) => patch(id, { progress })
        const options = { ...QUIET, onProgress }
        const result =
          kind === 'picture'
            ? await uploadApi.picture(file, options)
            : await uploadApi.sound(file, options)
        patch(id, { state: 'done', progress: 1, url: result.url })
      } catch (error) {
        const text = error instanceof Error && error.message ? error.message : '上传失败'
        patch(id, { state: 'failed', error: text })
      }
    },
    [kind, patch],
  )

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => {
        const preview = URL.createObjectURL(file)
        const id = nextId()
        objectUrls.current.set(id, preview)
        const item: UploadItem = {
          id,
          name: file.name,
          file,
          preview,
          state: 'uploading',
          progress: 0,
          url: null,
          error: null,
        }
        return item
      })
      setItems((list) => [...list, ...added])
      for (const item of added) if (item.file) void send(item.id, item.file)
    },
    [send],
  )

  const retry = useCallback(
    (id: string) => {
      const item = items.find((i) => i.id === id)
      if (item?.file && item.state === 'failed') void send(id, item.file)
    },
    [items, send],
  )

  const remove = useCallback((id: string) => {
    const url = objectUrls.current.get(id)
    if (url) URL.revokeObjectURL(url)
    objectUrls.current.delete(id)
    setItems((list) => list.filter((item) => item.id !== id))
  }, [])

  const clear = useCallback(() => {
    for (const url of objectUrls.current.values()) URL.revokeObjectURL(url)
    objectUrls.current.clear()
    setItems([])
  }, [])

  useEffect(() => {
    const urls = objectUrls.current
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])

  return { items, add, retry, remove, clear }
}

/** No upload still on its way or failed. */
export const allSettled = (items: readonly UploadItem[]) => items.every((i) => i.state === 'done')

export const uploadedOf = (items: readonly UploadItem[]): Uploaded[] =>
  items.flatMap((i) => (i.state === 'done' && i.url ? [{ url: i.url, name: i.name }] : []))
