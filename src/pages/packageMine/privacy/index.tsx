import { Article } from '@/components/article'
import { useAppStore } from '@/store'
import { PRIVACY_SECTIONS } from './content'

export default function PrivacyPage() {
  const platform = useAppStore((s) => s.customConfigInfo?.platformName) || '本平台'
  return (
    <div className="app-page">
      <Article
        title={`${platform}隐私政策`}
        updated="2026-10-01"
        intro={`${platform}深知个人信息对您的重要性。我们只收集为您提供充电服务所必需的信息，并采取相应的安全措施保护您的个人信息。`}
        sections={PRIVACY_SECTIONS}
      />
    </div>
  )
}
