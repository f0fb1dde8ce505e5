import {
  ENTRY_ID_MAX_LENGTH,
  INDEX_TITLE_MAX_LENGTH,
  queryPart,
  rawQuery,
  readEntryStore,
  safeDecode,
} from '@/lib/entry-query'

const read = (search: string, hash = '') => readEntryStore(search, hash)

describe('safeDecode', () => {
  it('decodes percent-encoding', () => {
    expect(safeDecode('%E5%85%85%E7%94%B5')).toBe('充电')
    expect(safeDecode('')).toBe('')
  })

  it('returns malformed input unchanged instead of throwing', () => {
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A')
    expect(safeDecode('100%')).toBe('100%')
  })
})

describe('queryPart', () => {
  it('takes the text after the first ?', () => {
    expect(queryPart('?a=1&b=2')).toBe('a=1&b=2')
    expect(queryPart('#/pages/my/my?title=x')).toBe('title=x')
    expect(queryPart('#/pages/my/my')).toBe('')
    expect(queryPart('')).toBe('')
  })
})

describe('rawQuery', () => {
  it('keeps values raw and the first occurrence of a key', () => {
    const q = rawQuery('title=%E5%85%85&a=1&a=2&flag&=x&&b=c=d')
    expect(q.get('title')).toBe('%E5%85%85')
    expect(q.get('a')).toBe('1')
    expect(q.get('flag')).toBe('')
    expect(q.get('b')).toBe('c=d')
    expect(q.get('missing')).toBeUndefined()
  })

  it('decodes keys', () => {
    expect(rawQuery('custom%41ppid=x').get('customAppid')).toBe('x')
  })

  it('is empty for an empty query', () => {
    expect(rawQuery('').size).toBe(0)
  })
})

describe('readEntryStore', () => {
  it('stores customAppid, customOpenid and the decoded title', () => {
    const title = encodeURIComponent('某某充电')
    expect(read(`?customAppid=wx1234567890abcdef&customOpenid=o_AB-9&title=${title}`)).toEqual({
      customAppid: 'wx1234567890abcdef',
      customOpenid: 'o_AB-9',
      indexTitle: '某某充电',
    })
  })

  it('reads the query inside the hash too, the outer query winning', () => {
    expect(read('', '#/?title=%E5%85%85&customAppid=wxaaaaaaaaaaaaaaaa')).toEqual({
      indexTitle: '充',
      customAppid: 'wxaaaaaaaaaaaaaaaa',
    })
    expect(
      read('?customAppid=wx0000000000000001', '#/pages/my/my?customAppid=wx0000000000000002'),
    ).toEqual({
      customAppid: 'wx0000000000000001',
    })
  })

  it.each([
    'wx123',
    'wxA',
    'wx1234567890ABCDEF',
    'wx1234567890abcdeg',
    'wx1234567890abcdef0',
    'xx1234567890abcdef',
    'wx1234567890abcde',
    'wx1234567890abcdef%0A',
    'javascript:alert(1)',
  ])('customAppid %j is not an appId (wx + 16 hex) and is not kept', (appId) => {
    expect(read(`?customAppid=${appId}`)).toEqual({})
  })

  it('drops ids with other characters or over the length limit', () => {
    const tooLong = 'a'.repeat(ENTRY_ID_MAX_LENGTH + 1)
    expect(read(`?customAppid=wx%20123&customOpenid=${tooLong}`)).toEqual({})
    expect(read('?customAppid=&customOpenid=<b>')).toEqual({})
    expect(read(`?customOpenid=${'a'.repeat(ENTRY_ID_MAX_LENGTH)}`).customOpenid).toHaveLength(
      ENTRY_ID_MAX_LENGTH,
    )
  })

  it('falls back to the raw title on bad percent-encoding', () => {
    expect(read('?title=%E0%A4%A').indexTitle).toBe('%E0%A4%A')
  })

  it(`trims the title, caps it at ${INDEX_TITLE_MAX_LENGTH} characters and drops an empty one`, () => {
    const long = '充'.repeat(INDEX_TITLE_MAX_LENGTH + 5)
    expect(read(`?title=${encodeURIComponent(long)}`).indexTitle).toBe(
      '充'.repeat(INDEX_TITLE_MAX_LENGTH),
    )
    expect(read('?title=%20%20abc%20').indexTitle).toBe('abc')
    expect(read('?title=%20%20')).toEqual({})
    expect(read('?title=')).toEqual({})
    expect(read('?title=a%0Ab%00').indexTitle).toBe('ab')
    // Counted in characters, so a rare character outside the BMP is never cut in half.
    const astral = '𠮷'.repeat(INDEX_TITLE_MAX_LENGTH + 1)
    expect(read(`?title=${encodeURIComponent(astral)}`).indexTitle).toBe(
      '𠮷'.repeat(INDEX_TITLE_MAX_LENGTH),
    )
  })

  it('decodes with decodeURIComponent only: + stays a plus', () => {
    expect(read('?title=A+B%2BC').indexTitle).toBe('A+B+C')
  })

  it('keeps script in the title as plain text', () => {
    const script = '<script>alert(1)</script>'
    expect(read(`?title=${encodeURIComponent(script)}`).indexTitle).toBe(script)
    expect(read('?title=<img src=x onerror=alert(1)>').indexTitle).toBe(
      '<img src=x onerror=alert(1)>',
    )
  })
})
