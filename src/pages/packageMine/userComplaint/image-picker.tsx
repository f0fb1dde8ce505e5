import { useState, type ChangeEvent } from 'react'
import { feedback } from '@/api/feedback'
import { IMAGE_MAX_COUNT } from '@/lib/constants'
import { filterImages } from '@/lib/files'
import { COMPLAINT_TEXT } from './text'
import { UploadStatus } from './upload-status'
import type { UploadItem } from './use-uploads'

interface Props {
  items: readonly UploadItem[]
  onAdd: (files: File[]) => void
  onRetry: (id: string) => void
  onRemove: (id: string) => void
}

/** Up to 9 pictures (SPEC §5: png/jpg/jpeg under 250M, the rest filtered with the spec's messages). */
export function ImagePicker({ items, onAdd, onRetry, onRemove }: Props) {
  const [notes, setNotes] = useState<string[]>([])
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    event.target.value = '' // the same file can be picked again after removing it
    if (files.length === 0) return
    // The spec's filters first (every valid file kept), then the room left of IMAGE_MAX_COUNT.
    const { accepted: valid, messages } = filterImages(files, { max: files.length })
    const room = Math.max(0, IMAGE_MAX_COUNT - items.length)
    const accepted = valid.slice(0, room)
    const shown = valid.length > room ? [...messages, COMPLAINT_TEXT.tooMany] : messages
    setNotes(shown)
    for (const text of shown) feedback().toast(text)
    if (accepted.length > 0) onAdd(accepted)
  }
  const full = items.length >= IMAGE_MAX_COUNT
  return (
    <div className="uc-images">
      <ul className="uc-images__grid" aria-label="已选图片">
        {items.map((item, index) => {
          const label = `图片${index + 1}`
          return (
            <li key={item.id} className={`uc-tile uc-tile--${item.state}`}>
              <img className="uc-tile__img" src={item.preview} alt={label} />
              <UploadStatus item={item} label={label} onRetry={() => onRetry(item.id)} />
              <button
                type="button"
                className="uc-tile__remove"
                aria-label={`删除${label}`}
                onClick={() => onRemove(item.id)}
              >
                ×
              </button>
            </li>
          )
        })}
        {!full && (
          <li className="uc-tile uc-tile--add">
            <label className="uc-add">
              <input
                className="visually-hidden"
                type="file"
                accept="image/*"
                multiple
                onChange={pick}
                aria-label="添加图片"
              />
              <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                <path
                  d="M4 8.5A2.5 2.5 0 0 1 6.5 6h1.8l1.4-2h4.6l1.4 2h1.8A2.5 2.5 0 0 1 20 8.5v9a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 17.5z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                />
                <circle
                  cx="12"
                  cy="13"
                  r="3.4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                />
              </svg>
              <span aria-hidden="true">
                {items.length}/{IMAGE_MAX_COUNT}
              </span>
            </label>
          </li>
        )}
      </ul>
      {notes.length > 0 && (
        <div className="uc-notes" role="alert">
          {notes.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}
    </div>
  )
}
