import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { TabStrip } from '@/components/tab-strip'
import { ComplaintDetail } from './complaint-detail'
import { ComplaintForm } from './complaint-form'
import { MyComplaints } from './my-complaints'
import { SubmittedState } from './success'
import { isOrderIdText } from './use-related-order'
import './user-complaint.css'

type Tab = 'new' | 'mine'

const TABS: { key: Tab; label: string }[] = [
  { key: 'new', label: '我要投诉' },
  { key: 'mine', label: '我的投诉' },
]

/** A complaint id as the API gives it; anything else in `?complaintId=` is ignored. */
const isComplaintIdText = (value: string | null): value is string =>
  !!value && /^[A-Za-z0-9_-]{1,64}$/.test(value)

/**
 * 投诉建议 (SPEC §2 packageMine userComplaint): file a complaint (`?orderId=` names its order), and
 * "我的投诉" (`?tab=mine`) with one complaint's detail over it (`&complaintId=`).
 */
export default function UserComplaintPage() {
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'new'
  const rawComplaint = params.get('complaintId')
  const complaintId = tab === 'mine' && isComplaintIdText(rawComplaint) ? rawComplaint : null
  // Read once: the form keeps its own choice after that (switching tabs drops the query).
  const [linkOrderId] = useState(() => {
    const raw = params.get('orderId')
    return isOrderIdText(raw) ? raw : null
  })
  const [submitted, setSubmitted] = useState<string | null>(null)
  const show = (next: Tab, id?: string) =>
    setParams(next === 'mine' ? { tab: 'mine', ...(id ? { complaintId: id } : {}) } : {}, {
      replace: true,
    })

  return (
    <div className="app-page app-page--soft uc">
      <TabStrip label="投诉建议" tabs={TABS} value={tab} onChange={show} idPrefix="uc" />
      {/* The form stays mounted on the other tab: files on their way keep going. */}
      <div id="uc-panel-new" role="tabpanel" aria-labelledby="uc-tab-new" hidden={tab !== 'new'}>
        {submitted && (
          <SubmittedState
            complaintId={submitted}
            onView={() => show('mine', submitted)}
            onAnother={() => setSubmitted(null)}
          />
        )}
        <div hidden={submitted !== null}>
          <ComplaintForm linkOrderId={linkOrderId} onSubmitted={setSubmitted} />
        </div>
      </div>
      {tab === 'mine' && (
        <div id="uc-panel-mine" role="tabpanel" aria-labelledby="uc-tab-mine">
          <MyComplaints onOpen={(id) => show('mine', id)} />
        </div>
      )}
      <ComplaintDetail complaintId={complaintId} onClose={() => show('mine')} />
    </div>
  )
}
