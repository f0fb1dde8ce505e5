import { operatorPageUrl } from '@/lib/operator-url'
import { frameSources } from '../../scripts/csp'

const DOMAINS = ['operator.cn', 'h5.charge.example.cn']

describe('operatorPageUrl (webviewPage allow-list)', () => {
  it('accepts https pages on an operator domain or a subdomain of one', () => {
    expect(operatorPageUrl('https://operator.cn/act/1?x=1#a', DOMAINS)).toBe(
      'https://operator.cn/act/1?x=1#a',
    )
    expect(operatorPageUrl('https://m.operator.cn/', DOMAINS)).toBe('https://m.operator.cn/')
    expect(operatorPageUrl(' https://OPERATOR.cn/p ', DOMAINS)).toBe('https://operator.cn/p')
    expect(operatorPageUrl('https://a.h5.charge.example.cn/x', DOMAINS)).toBe(
      'https://a.h5.charge.example.cn/x',
    )
  })

  it('refuses look-alikes, other schemes and relative forms', () => {
    for (const url of [
      'https://evil.com/?x=operator.cn',
      'https://operator.cn.evil.com/',
      'https://evil-operator.cn/',
      'https://eviloperator.cn/',
      'https://operator.cn@evil.com/',
      'https://user:pw@operator.cn/',
      'javascript:alert(1)',
      'JavaScript://operator.cn/%0aalert(1)',
      'data:text/html,<b>x</b>',
      '//evil.com',
      '//operator.cn/a',
      '/packageRedPacket/redPacketIndex',
      'http://operator.cn/',
      'https://operator.cn:8443/',
      'https://evil.com\\@operator.cn/',
      'https:// operator.cn',
      'https://charge.example.cn/',
      '',
      null,
      undefined,
    ]) {
      expect(operatorPageUrl(url, DOMAINS), String(url)).toBeNull()
    }
  })

  it('the CSP frames the same domains, https only', () => {
    expect(frameSources('operator.cn, *.x.cn,bad domain')).toEqual([
      'https://operator.cn',
      'https://*.operator.cn',
      'https://x.cn',
      'https://*.x.cn',
    ])
    expect(frameSources(undefined)).toEqual([])
  })
})
