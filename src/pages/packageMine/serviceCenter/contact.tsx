import { useServiceInfo } from '@/api/messages'
import { LoadError } from '@/components/state-block/load-error'
import { env } from '@/config/env'
import { useAppStore } from '@/store'

/** `tel:` wants the digits only: '400-826-5800' -> 'tel:4008265800'. */
const telHref = (hotline: string) => `tel:${hotline.replace(/[^\d+]/g, '')}`

/** The operator's hotline (a tel: link), service hours and e-mail. */
export function Contact() {
  const appId = useAppStore((s) => s.customConfigInfo?.appId || s.customAppid) || env.wxAppId
  const query = useServiceInfo(appId)
  let body
  if (query.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="加载中">
        <span className="skeleton service-contact__skeleton" />
      </div>
    )
  } else if (query.isLoadingError) {
    body = <LoadError title="客服信息加载失败" error={query.error} onRetry={query.refetch} />
  } else {
    const { hotline, hours, email } = query.data
    body = (
      <>
        <a className="service-contact__call" href={telHref(hotline)}>
          <span className="service-contact__label">客服热线</span>
          <strong className="service-contact__number">{hotline}</strong>
          <span className="service-contact__action">拨打</span>
        </a>
        <dl className="service-contact__facts">
          <dt>服务时间</dt>
          <dd>{hours}</dd>
          {email && (
            <>
              <dt>客服邮箱</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </>
          )}
        </dl>
      </>
    )
  }
  return (
    <section className="service-card service-contact" aria-labelledby="service-contact-title">
      <h2 id="service-contact-title" className="service-card__title">
        联系客服
      </h2>
      {body}
    </section>
  )
}
