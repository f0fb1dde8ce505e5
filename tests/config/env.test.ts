import { pickEnvironment } from '@/config/env'

type EnvModule = typeof import('@/config/env')

/** env.ts reads import.meta.env once, at load: stub the variables, then load a fresh copy. */
async function loadEnv(vars: Record<string, string>): Promise<EnvModule> {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  vi.resetModules()
  return import('@/config/env')
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('pickEnvironment (SPEC §4)', () => {
  it.each([
    'https://x/testh5/',
    'https://x/testh5/index.html#/pages/my/my',
    'https://x/h5/testh5/p/1?customAppid=wx1234567890abcdef',
    'https://testh5.example.cn/',
    'https://h5.testh5.example.cn:8443/#/',
  ])('%s is test', (url) => {
    expect(pickEnvironment(url)).toBe('test')
  })

  // DESIGN §2: a link's author writes the query and the hash; only the host or path choose the API.
  it.each([
    'https://h5.example.cn/?from=testh5',
    'https://h5.example.cn/p/1?testh5=1',
    'https://h5.example.cn/#/testh5',
    'https://h5.example.cn/#/pages/my/my?x=testh5',
    'https://testh5:pw@h5.example.cn/',
    'testh5',
  ])('%s is production: testh5 outside the host and path never switches', (url) => {
    expect(pickEnvironment(url)).toBe('production')
  })

  it.each(['https://x/h5/', 'https://x/test/', 'https://x/testH5x/', '', 'http://localhost:3000/'])(
    '%s is production',
    (url) => {
      expect(pickEnvironment(url)).toBe('production')
    },
  )
})

describe('apiOrigin', () => {
  const vars = {
    VITE_API_BASE: 'https://api.example.cn/',
    VITE_API_BASE_TEST: 'https://testapi.example.cn//',
  }

  it('uses VITE_API_BASE_TEST only in the test environment', async () => {
    const mod = await loadEnv(vars)
    expect(mod.setEnvironment('https://x/testh5/#/')).toBe('test')
    expect(mod.currentEnvironment()).toBe('test')
    expect(mod.apiOrigin()).toBe('https://testapi.example.cn')
    expect(mod.setEnvironment('https://x/h5/#/')).toBe('production')
    expect(mod.currentEnvironment()).toBe('production')
    expect(mod.apiOrigin()).toBe('https://api.example.cn')
  })

  it('falls back to VITE_API_BASE in test when no test base is configured', async () => {
    const mod = await loadEnv({ ...vars, VITE_API_BASE_TEST: '' })
    mod.setEnvironment('https://x/testh5/')
    expect(mod.apiOrigin()).toBe('https://api.example.cn')
  })

  it('reads the rest of DESIGN §2 trimmed', async () => {
    const mod = await loadEnv({
      ...vars,
      VITE_WX_APPID: ' wx123 ',
      VITE_QR_DOMAINS: 'Op.cn, h5.op.cn ,,',
      VITE_USE_MOCK: 'false',
    })
    expect(mod.env.wxAppId).toBe('wx123')
    expect(mod.env.qrDomains).toEqual(['op.cn', 'h5.op.cn'])
    expect(mod.env.useMock).toBe(false)
  })
})
