import { useState } from 'react'
import { messageQueries } from '@/api/messages'
import { ListBlock } from '@/components/list-block'
import { MessageItem } from './message-item'
import './news-list.css'

/** The message centre (SPEC §2 packageMine newsList): charge and refund notices, newest first. */
export default function NewsListPage() {
  const [openId, setOpenId] = useState<string | null>(null)
  return (
    <div className="app-page app-page--soft news-list">
      <ListBlock
        source={messageQueries.list()}
        itemKey={(m) => m.messageId}
        renderItem={(m) => (
          <MessageItem
            message={m}
            open={openId === m.messageId}
            onToggle={() => setOpenId((id) => (id === m.messageId ? null : m.messageId))}
          />
        )}
        emptyTitle="暂无消息"
        emptyDescription="充电开始、结束和退款到账时，我们会在这里通知您"
      />
    </div>
  )
}
