import {
  OAUTH_AUTHORIZE,
  isIOS,
  isWechatUA,
  oauthUrl,
  signableUrl,
  withQuery,
  withoutOAuthQuery,
} from '@/wechat/oauth'

describe('oauthUrl', () => {
  it('builds the WeChat authorize link with the return address encoded', () => {
    const link = oauthUrl(
      'wxde00000000000001',
      'https://h5.example.cn/?a=1#/pages/my/my',
      'snsapi_userinfo',
      'login',
    )
    expect(link.startsWith(`${OAUTH_AUTHORIZE}?`)).toBe(true)
    expect(link.endsWith('#wechat_redirect')).toBe(true)
    const query = new URL(link).searchParams
    expect(query.get('appid')).toBe('wxde00000000000001')
    expect(query.get('redirect_uri')).toBe('https://h5.example.cn/?a=1#/pages/my/my')
    expect(query.get('response_type')).toBe('code')
    expect(query.get('scope')).toBe('snsapi_userinfo')
    expect(query.get('state')).toBe('login')
    // The return address's own '#' does not end the authorize link's query.
    expect(link.split('#')).toHaveLength(2)
  })
})

describe('withoutOAuthQuery', () => {
  it('removes code and state, keeping the path, other keys and the hash', () => {
    expect(
      withoutOAuthQuery('https://h5.example.cn/h5/?code=abc&x=1&state=login#/packageMine/tips'),
    ).toBe('https://h5.example.cn/h5/?x=1#/packageMine/tips')
  })

  it('leaves no dangling "?" when nothing else is left', () => {
    expect(withoutOAuthQuery('https://h5.example.cn/?code=abc&state=login#/')).toBe(
      'https://h5.example.cn/#/',
    )
  })

  it('keeps the other keys as written: a space stays %20, never a "+"', () => {
    expect(
      withoutOAuthQuery('https://h5.example.cn/?title=%E6%98%93%20%E5%85%85&code=abc&state=s#/'),
    ).toBe('https://h5.example.cn/?title=%E6%98%93%20%E5%85%85#/')
    expect(withoutOAuthQuery('https://h5.example.cn/?a=1+2&%63ode=x#/')).toBe(
      'https://h5.example.cn/?a=1+2#/',
    )
  })

  it('does not touch a code inside the hash route', () => {
    expect(withoutOAuthQuery('https://h5.example.cn/#/page?code=1')).toBe(
      'https://h5.example.cn/#/page?code=1',
    )
  })
})

describe('withQuery', () => {
  it('puts the keys before the hash, where OAuth puts them', () => {
    expect(withQuery('https://h5.example.cn/?a=1#/pages/my/my', { code: 'c', state: 's' })).toBe(
      'https://h5.example.cn/?a=1&code=c&state=s#/pages/my/my',
    )
  })

  it('encodes the values it adds and leaves the others as written', () => {
    expect(withQuery('https://h5.example.cn/?title=%E6%98%93%20%E5%85%85#/', { code: 'a b' })).toBe(
      'https://h5.example.cn/?title=%E6%98%93%20%E5%85%85&code=a%20b#/',
    )
  })

  it('replaces an old value', () => {
    expect(withQuery('https://h5.example.cn/?code=old#/', { code: 'new' })).toBe(
      'https://h5.example.cn/?code=new#/',
    )
  })
})

describe('signableUrl', () => {
  it('drops the hash', () => {
    expect(signableUrl('https://h5.example.cn/p/1?x=1#/pages/scan/scan?deviceId=1')).toBe(
      'https://h5.example.cn/p/1?x=1',
    )
    expect(signableUrl('https://h5.example.cn/')).toBe('https://h5.example.cn/')
  })
})

describe('user agents', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN'
  const android =
    'Mozilla/5.0 (Linux; Android 14; V2307A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64'
  const desktop =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

  it('recognises WeChat', () => {
    expect(isWechatUA(iphone)).toBe(true)
    expect(isWechatUA(android)).toBe(true)
    expect(isWechatUA(desktop)).toBe(false)
  })

  it('recognises iOS, whose JSSDK signs the landing URL', () => {
    expect(isIOS(iphone)).toBe(true)
    expect(isIOS(android)).toBe(false)
    expect(isIOS(desktop)).toBe(false)
  })
})
