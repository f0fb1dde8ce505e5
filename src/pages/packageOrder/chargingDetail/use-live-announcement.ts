import { useEffect, useRef, useState } from 'react'

/** How often, at most, a screen reader hears the figures of a running charge. */
export const ANNOUNCE_EVERY_MS = 60_000

/**
 * What the page's polite live region says. The figures change at every poll (every few seconds);
 * read out each time they would drown VoiceOver and TalkBack, so they are spoken again only once
 * `everyMs` has passed since the last time. A change of status (started, stopping, ended) is news
 * and is spoken at once, with the figures of that moment.
 */
export function useLiveAnnouncement(
  status: string,
  figures: string,
  everyMs: number = ANNOUNCE_EVERY_MS,
): string {
  const [text, setText] = useState('')
  const last = useRef<{ status: string; at: number } | null>(null)

  useEffect(() => {
    const now = Date.now()
    const previous = last.current
    if (previous && previous.status === status && now - previous.at < everyMs) return
    last.current = { status, at: now }
    setText(figures ? `${status}，${figures}` : status)
  }, [status, figures, everyMs])

  return text
}
