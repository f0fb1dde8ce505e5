import { asciiNumber } from '@/lib/amount-input'
import { readPlateRest } from '@/lib/plate'
import { capEdit, idCardChars, mobileDigits } from '@/lib/typed-input'

describe('capEdit (a key typed into a full field is refused, as maxLength refuses it)', () => {
  it('keeps the field as it was when one character more is typed into it full', () => {
    expect(mobileDigits('138912345678', '13812345678')).toBe('13812345678')
    expect(idCardChars('3301061990030700141', '330106199003070014')).toBe('330106199003070014')
    expect(readPlateRest('AFD12345', 'AD12345')).toEqual({ rest: 'AD12345' })
    expect(capEdit('12345678901234567890', 19, '1234567890123456789')).toBe('1234567890123456789')
  })

  it('still cuts a longer edit (a paste) to the cap, and lets a full field be edited', () => {
    expect(capEdit('1234567', 5, '')).toBe('12345')
    expect(capEdit('1234567', 5, '12345')).toBe('12345')
    expect(mobileDigits('1381234567', '13812345678')).toBe('1381234567')
    expect(mobileDigits('+86 138 1234 5678', '13812345678')).toBe('13812345678')
  })
})

describe('mobileDigits (a mobile number as typed or pasted)', () => {
  it.each([
    ['138 1234 5678', '13812345678'],
    ['138-1234-5678', '13812345678'],
    ['(138) 1234 5678', '13812345678'],
    ['+86 138 1234 5678', '13812345678'],
    ['+86-138-1234-5678', '13812345678'],
    ['0086 13812345678', '13812345678'],
    ['008613812345678', '13812345678'],
    ['8613812345678', '13812345678'],
    ['86 138 1234 5678', '13812345678'],
    [' +8613812345678 ', '13812345678'],
  ])('%j -> %j', (typed, digits) => {
    expect(mobileDigits(typed)).toBe(digits)
  })

  it('keeps a leading 86 while the number is not longer than 11 digits (still being typed)', () => {
    expect(mobileDigits('86')).toBe('86')
    expect(mobileDigits('8613')).toBe('8613')
    expect(mobileDigits('86138123456')).toBe('86138123456')
    expect(mobileDigits('+86 138')).toBe('86138')
  })

  it('drops no digit of a number that does not start with a country code', () => {
    // 11 digits starting with 1: nothing is taken for a country code.
    expect(mobileDigits('13886000000')).toBe('13886000000')
    expect(mobileDigits('1 86 1234 5678')).toBe('18612345678')
  })

  it('typing a number digit by digit keeps each step as typed', () => {
    const number = '13812345678'
    let value = ''
    for (const digit of number) {
      value = mobileDigits(value + digit)
      expect(number.startsWith(value)).toBe(true)
    }
    expect(value).toBe(number)
    // A letter or a space typed in between is dropped, nothing else.
    expect(mobileDigits('138a')).toBe('138')
    expect(mobileDigits('138 ')).toBe('138')
  })

  it('drops the country code however a copied contact wrote it', () => {
    expect(mobileDigits('(+86) 138 1234 5678')).toBe('13812345678')
    expect(mobileDigits('\u202d+86 138 1234 5678\u202c')).toBe('13812345678')
    expect(mobileDigits('+86 (0)138 1234 5678')).toBe('13812345678')
    expect(mobileDigits('１３８ １２３４ ５６７８')).toBe('13812345678')
  })

  it('is capped at 11 digits', () => {
    expect(mobileDigits('138123456789')).toBe('13812345678')
    expect(mobileDigits('1381234567890123')).toBe('13812345678')
    expect(mobileDigits('13812345678' + '9')).toHaveLength(11)
    expect(mobileDigits('')).toBe('')
    expect(mobileDigits('abc')).toBe('')
  })
})

describe('idCardChars (a resident ID number as typed or pasted)', () => {
  it.each([
    ['330106 19900307 0014', '330106199003070014'],
    ['330106-19900307-0014', '330106199003070014'],
    ['33010619850312108x', '33010619850312108X'],
    ['330106 19850312 108x', '33010619850312108X'],
    ['ID: 330106.19850312/108X', '33010619850312108X'],
    [' 330106198503121081 ', '330106198503121081'],
  ])('%j -> %j', (typed, chars) => {
    expect(idCardChars(typed)).toBe(chars)
  })

  it('keeps all 18 characters of a number pasted with spaces (20 characters with them)', () => {
    const pasted = '330106 19900307 0014'
    expect(pasted).toHaveLength(20)
    expect(idCardChars(pasted)).toHaveLength(18)
  })

  it('reads full-width digits as theirs, not as nothing', () => {
    expect(idCardChars('３３０１０６１９９００３０７００１４')).toBe('330106199003070014')
  })

  it('is capped at 18 characters', () => {
    expect(idCardChars('3301061990030700149999')).toBe('330106199003070014')
    expect(idCardChars('33010619900307001XX')).toBe('33010619900307001X')
    expect(idCardChars('')).toBe('')
  })
})

describe('readPlateRest (the part after the province picker, typed or pasted)', () => {
  it.each([
    ['粤B12345', { province: '粤', rest: 'B12345' }],
    ['浙AF12345', { province: '浙', rest: 'AF12345' }],
    ['粤B·12345', { province: '粤', rest: 'B12345' }],
    [' 京A12345 ', { province: '京', rest: 'A12345' }],
    ['沪ad12345', { province: '沪', rest: 'AD12345' }],
  ])('%j -> %j', (typed, read) => {
    expect(readPlateRest(typed)).toEqual(read)
  })

  it('keeps an 8-character new-energy plate whole', () => {
    expect(readPlateRest('浙AF12345').rest).toHaveLength(7)
    expect(readPlateRest('AF12345').rest).toBe('AF12345')
  })

  it('without a province first, reads the rest alone', () => {
    expect(readPlateRest('A·D12345')).toEqual({ rest: 'AD12345' })
    expect(readPlateRest('b12')).toEqual({ rest: 'B12' })
    expect(readPlateRest('')).toEqual({ rest: '' })
    // A character that is no province is dropped, not taken for one.
    expect(readPlateRest('中A12345')).toEqual({ rest: 'A12345' })
  })
})

describe('asciiNumber (an amount or a count as typed)', () => {
  it.each([
    ['１０', '10'],
    ['９９。５', '99.5'],
    ['１２．５', '12.5'],
    [' ３ ', '3'],
    ['10', '10'],
    ['', ''],
  ])('%j -> %j', (typed, text) => {
    expect(asciiNumber(typed)).toBe(text)
  })
})
