import { Article } from '@/components/article'
import { TIPS_SECTIONS } from './content'

export default function TipsPage() {
  return (
    <div className="app-page">
      <Article
        title="安全充电小贴士"
        intro="正确充电能延长电池寿命，也能避免火灾等安全事故。请在充电前花一分钟阅读以下提示。"
        sections={TIPS_SECTIONS}
      />
    </div>
  )
}
