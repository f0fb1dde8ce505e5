import { feedback } from '@/api/feedback'

/** Copies text; WECHAT(Android): older web views lack navigator.clipboard, so fall back to a textarea. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.appendChild(area)
    area.select()
    const ok = document.execCommand?.('copy') ?? false
    area.remove()
    return ok
  }
}

export function CopyButton({ text, label = '复制' }: { text: string; label?: string }) {
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={`${label} ${text}`}
      onClick={() =>
        void copyText(text).then((ok) =>
          feedback().toast(ok ? '已复制' : '复制失败，请长按选择文字'),
        )
      }
      style={{
        marginLeft: 8,
        padding: '1px 8px',
        border: '1px solid var(--app-border)',
        borderRadius: 10,
        background: 'var(--app-bg)',
        color: 'var(--app-text-2)',
        fontSize: 12,
        cursor: 'pointer',
      }}
    >
      {label}
    </button>
  )
}
