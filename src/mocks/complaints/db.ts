/** The user's complaints in the mock db: filed, moved on in time, answered with a message. */
import { now } from '../core/clock'
import { advanceComplaint, replyMessage, type StoredComplaint } from './model'
import { db } from '../core/db'
import { messageIdOf } from '../messages/model'
import type { UploadKind } from './seed'

/** Moves every complaint to `at`, writing each answer's message once. */
export function stepComplaints(at = now()): void {
  for (const complaint of db.complaints) {
    advanceComplaint(complaint, at)
    if (complaint.sim.messaged) continue
    const draft = replyMessage(complaint)
    if (!draft) continue
    complaint.sim.messaged = true
    db.messageSeq += 1
    db.messages.push({
      ...draft,
      messageId: messageIdOf(db.messageSeq),
      seq: db.messageSeq,
      read: false,
    })
  }
}

export function findComplaint(complaintId: string): StoredComplaint | undefined {
  return db.complaints.find((c) => c.complaintId === complaintId)
}

/** Newest first. */
export function complaintsNewestFirst(): StoredComplaint[] {
  return [...db.complaints].sort((a, b) => b.sim.createdMs - a.sim.createdMs)
}

/** Remembers a URL the upload endpoint answered, so a complaint may cite it. */
export function recordUpload(url: string, kind: UploadKind): void {
  db.uploads.push({ url, kind })
}

export function isUploaded(url: string, kind: UploadKind): boolean {
  return db.uploads.some((u) => u.url === url && u.kind === kind)
}
