import {
  isAmount,
  isBankCardNo,
  isChineseName,
  isCity,
  isEmail,
  isIdCard,
  isMobile,
  isPlate,
  isSmsCode,
  maskMobile,
  maskName,
} from '@/lib/validators'
import { isSocialCreditCode } from '@/lib/credit-code'

const JUNK = [undefined, null, 0, NaN, {}, [], true]

describe('isMobile', () => {
  it('accepts 1[2-9] plus 9 digits', () => {
    for (const ok of ['13812345678', '12000000000', '19999999999', '15012345678']) {
      expect(isMobile(ok)).toBe(true)
    }
  })

  it('rejects everything else', () => {
    for (const bad of [
      '',
      '10812345678',
      '11812345678',
      '1381234567',
      '138123456789',
      '2381234567a',
      ' 13812345678',
      '13812345678 ',
      '+8613812345678',
      '１３８１２３４５６７８',
      13812345678,
      ...JUNK,
    ]) {
      expect(isMobile(bad)).toBe(false)
    }
  })
})

describe('isSmsCode', () => {
  it('accepts exactly 6 digits', () => {
    expect(isSmsCode('000000')).toBe(true)
    expect(isSmsCode('123456')).toBe(true)
  })

  it('rejects other lengths and characters', () => {
    for (const bad of ['', '12345', '1234567', '12345a', ' 123456', '١٢٣٤٥٦', 123456, ...JUNK]) {
      expect(isSmsCode(bad)).toBe(false)
    }
  })
})

describe('isIdCard', () => {
  const today = new Date(2025, 0, 1)

  it('accepts 18-digit ids with a correct check digit, X in either case', () => {
    for (const ok of [
      '11010519491231002X',
      '11010519491231002x',
      '110101199003074477',
      '440304200002291236',
      '440106190001011234',
    ]) {
      expect(isIdCard(ok, today)).toBe(true)
    }
  })

  it('rejects a wrong check digit', () => {
    expect(isIdCard('110101199003074478', today)).toBe(false)
    expect(isIdCard('110105194912310020', today)).toBe(false)
  })

  it('rejects impossible, pre-1900 and future birth dates', () => {
    expect(isIdCard('44030419000229123X', today)).toBe(false) // 1900 was not a leap year
    expect(isIdCard('110105202402301235', today)).toBe(false) // Feb 30
    expect(isIdCard('110105202413011233', today)).toBe(false) // month 13
    expect(isIdCard('110105189912311237', today)).toBe(false)
    expect(isIdCard('110105209912310010', today)).toBe(false)
    expect(isIdCard('110105209912310010', new Date(2100, 0, 1))).toBe(true)
    expect(isIdCard('110105202401151239', new Date(2024, 0, 15))).toBe(true) // born today
  })

  it('rejects 15-digit ids, a leading 0 and malformed input', () => {
    for (const bad of [
      '110105491231002',
      '010105194912310026',
      '',
      '11010519491231002Y',
      '1101051949123100X2',
      ...JUNK,
    ]) {
      expect(isIdCard(bad, today)).toBe(false)
    }
  })
})

describe('isPlate', () => {
  it('accepts ordinary plates, with or without the middle dot', () => {
    for (const ok of ['京A12345', '粤B·12345', '沪AB1234', '川A1234学', '粤Z1234港', '琼E9Z9Z9']) {
      expect(isPlate(ok)).toBe(true)
    }
  })

  it('accepts new-energy plates, small and large', () => {
    for (const ok of [
      '京AD12345',
      '京AF12345',
      '京ADA1234',
      '粤B·D12345',
      '京A12345D',
      '京A12345F',
      '沪AA12345',
    ]) {
      expect(isPlate(ok)).toBe(true)
    }
  })

  it('rejects I and O, bad provinces, lower case and wrong lengths', () => {
    for (const bad of [
      '京I12345',
      '京O12345',
      '京A1234I',
      '京A1O345',
      '京AD1O345',
      'A12345',
      '港A12345',
      '京a12345',
      '京A1234',
      '京A123456',
      '京A12345X',
      '京AX12345',
      '京AD1234A',
      '京A1234D5',
      '京A·',
      '',
      ...JUNK,
    ]) {
      expect(isPlate(bad)).toBe(false)
    }
  })
})

describe('isAmount', () => {
  it('accepts positive amounts with at most 2 decimals', () => {
    for (const ok of ['0.01', '0.1', '1', '1.5', '1.23', '100', '10.00', 0.5, 12]) {
      expect(isAmount(ok)).toBe(true)
    }
  })

  it('rejects zero, negatives, leading zeros, 3 decimals and junk', () => {
    for (const bad of [
      '0',
      '0.0',
      '0.00',
      '-1',
      '01',
      '00.5',
      '1.234',
      '1.',
      '.5',
      ' 1',
      '1e2',
      'abc',
      '',
      '9'.repeat(20),
      0,
      -1,
      NaN,
      Infinity,
      undefined,
      null,
    ]) {
      expect(isAmount(bad)).toBe(false)
    }
  })
})

describe('isBankCardNo', () => {
  it('accepts 13-19 digits passing Luhn', () => {
    for (const ok of [
      '4222222222222',
      '4111111111111111',
      '6228480012345671',
      '6222021234567890128',
    ]) {
      expect(isBankCardNo(ok)).toBe(true)
    }
  })

  it('rejects a bad check digit, wrong lengths and non-digits', () => {
    for (const bad of [
      '4111111111111112',
      '422222222222',
      '62220212345678901280',
      '4111 1111 1111 1111',
      '',
      ...JUNK,
    ]) {
      expect(isBankCardNo(bad)).toBe(false)
    }
  })
})

describe('isChineseName', () => {
  it('accepts 2-20 Chinese characters, with a middle dot between parts', () => {
    for (const ok of ['张三', '欧阳娜娜', '阿依古丽·买买提', '𠮷田', '王'.repeat(20)]) {
      expect(isChineseName(ok)).toBe(true)
    }
  })

  it('rejects 1 or 21+ characters, latin text and stray dots', () => {
    for (const bad of [
      '张',
      '王'.repeat(21),
      'Tom',
      '张三a',
      '张 三',
      '·张三',
      '张三·',
      '张··三',
      '',
      ...JUNK,
    ]) {
      expect(isChineseName(bad)).toBe(false)
    }
  })
})

describe('maskMobile', () => {
  it('masks the middle four digits', () => {
    expect(maskMobile('13812345678')).toBe('138****5678')
  })

  it('leaves other text alone and turns non-strings into empty text', () => {
    expect(maskMobile('138****5678')).toBe('138****5678')
    expect(maskMobile('')).toBe('')
    expect(maskMobile(13812345678)).toBe('')
    expect(maskMobile(undefined)).toBe('')
  })
})

describe('isEmail', () => {
  it('accepts a name, one @ and a domain ending in 2+ letters', () => {
    for (const ok of [
      'a@b.cn',
      'finance@example.com',
      'first.last+tag@mail.example.co',
      'x_y%z-1@sub-1.example.org',
      `${'a'.repeat(88)}@example.com`,
    ]) {
      expect(isEmail(ok), ok).toBe(true)
    }
  })

  it('refuses a 1-letter or numeric top-level domain, spaces, a missing part, 101+ chars', () => {
    for (const bad of [
      'a@b.c',
      'a@b.123',
      'a@b',
      'finance@example',
      '@example.com',
      'a@.com',
      'a@@example.com',
      'a b@example.com',
      ' a@example.com',
      'a@example.com ',
      "o'brien@example.com",
      '张三@example.com',
      `${'a'.repeat(89)}@example.com`,
      '',
      ...JUNK,
    ]) {
      expect(isEmail(bad), String(bad)).toBe(false)
    }
  })
})

describe('isCity', () => {
  it('accepts 2-20 Chinese characters', () => {
    for (const ok of ['杭州', '杭州市', '湖州市德清县', '𠮷田', '城'.repeat(20)]) {
      expect(isCity(ok), ok).toBe(true)
    }
  })

  it('refuses 1 or 21+ characters, latin text, digits and spaces', () => {
    for (const bad of ['杭', '城'.repeat(21), 'Hangzhou', '杭州1', '杭 州', ' 杭州', '', ...JUNK]) {
      expect(isCity(bad), String(bad)).toBe(false)
    }
  })
})

describe('maskName', () => {
  it('keeps the first and last characters of a longer name', () => {
    expect(maskName('张三国')).toBe('张*国')
    expect(maskName('阿依古丽·买买提')).toBe('阿******提')
  })

  it('keeps only the first character of a name of 1 or 2, counting code points', () => {
    expect(maskName('张三')).toBe('张*')
    expect(maskName('张')).toBe('张*')
    expect(maskName('𠮷田')).toBe('𠮷*')
    expect(maskName('')).toBe('*')
  })
})

describe('isSocialCreditCode', () => {
  it('takes codes whose check character is right (GB 32100-2015)', () => {
    for (const code of ['91350100M000100Y43', '91110000600037341L', '91440300708461136T']) {
      expect(isSocialCreditCode(code), code).toBe(true)
    }
  })

  it('refuses a wrong check character, a wrong length, lower case and the letters I O Z S V', () => {
    for (const code of [
      '91350100M000100Y44',
      '91350100M000100Y4',
      '91350100M000100Y433',
      '91350100m000100y43',
      '91350100I000100Y43',
      '9135010OM000100Y43',
      '',
      null,
      91350100,
    ]) {
      expect(isSocialCreditCode(code), String(code)).toBe(false)
    }
  })
})
