import { useState, type ChangeEvent } from 'react'
import { feedback } from '@/api/feedback'
import { checkAudio } from '@/lib/files'
import { UploadStatus } from './upload-status'
import type { UploadItem } from './use-uploads'

interface Props {
  item: UploadItem | undefined
  onAdd: (file: File) => void
  onRetry: (id: string) => void
  onRemove: (id: string) => void
}

/** One voice note (SPEC §5: .mp3, at most 50 MB), played back before it is sent. */
export function AudioPicker({ item, onAdd, onRetry, onRemove }: Props) {
  const [note, setNote] = useState('')
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = checkAudio(file)
    setNote(problem ?? '')
    if (problem) feedback().toast(problem)
    else onAdd(file)
  }
  return (
    <div className="uc-audio">
      {item ? (
        <div className={`uc-audio__file uc-audio__file--${item.state}`}>
          <div className="uc-audio__head">
            <span className="uc-audio__name">{item.name}</span>
            <button
              type="button"
              className="uc-audio__remove"
              aria-label={`删除语音${item.name}`}
              onClick={() => onRemove(item.id)}
            >
              删除
            </button>
          </div>
          {/* Played from the picked file (an object URL) or, restored from the draft, the server's. */}
          <audio className="uc-audio__player" controls preload="metadata" src={item.preview}>
            <track kind="captions" />
          </audio>
          <UploadStatus item={item} label="语音" onRetry={() => onRetry(item.id)} />
        </div>
      ) : (
        <label className="uc-audio__add">
          <input
            className="visually-hidden"
            type="file"
            accept=".mp3,audio/mpeg"
            onChange={pick}
            aria-label="添加语音"
          />
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <rect
              x="9"
              y="3"
              width="6"
              height="11"
              rx="3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <path
              d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          <span>添加语音说明</span>
          <span className="uc-audio__hint">mp3格式，不超过50MB</span>
        </label>
      )}
      {note && (
        <p className="uc-notes" role="alert">
          {note}
        </p>
      )}
    </div>
  )
}
