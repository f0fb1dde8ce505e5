import * as z from 'zod/mini'
import { clearDraft, readDraft, writeDraft } from '@/store/session-drafts'

const FORM = z.object({ name: z.string(), count: z.number() })

describe('session drafts (issue 24: nothing typed is lost)', () => {
  it('keeps a draft for the visit in sessionStorage, never in localStorage', () => {
    writeDraft('test', { name: '张建国', count: 2 })
    expect(readDraft('test', FORM)).toEqual({ name: '张建国', count: 2 })
    expect(sessionStorage.getItem('draft:test')).toContain('张建国')
    expect(JSON.stringify({ ...localStorage })).not.toContain('张建国')
    clearDraft('test')
    expect(readDraft('test', FORM)).toBeNull()
  })

  it('drops a draft that is not JSON or not of its form', () => {
    sessionStorage.setItem('draft:test', '{not json')
    expect(readDraft('test', FORM)).toBeNull()
    expect(sessionStorage.getItem('draft:test')).toBeNull()
    sessionStorage.setItem('draft:test', JSON.stringify({ name: 1 }))
    expect(readDraft('test', FORM)).toBeNull()
    expect(sessionStorage.getItem('draft:test')).toBeNull()
  })
})
