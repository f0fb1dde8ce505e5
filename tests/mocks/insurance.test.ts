import { INSURANCE_API } from '@/api/endpoints/insurance'
import { PAYMENT_API } from '@/api/endpoints/payments'
import { type CreatePolicyResult, type InsuranceProduct, type Policy } from '@/api/insurance-types'
import { type PaymentAnswer } from '@/api/payments'
import { setPayOutcome } from '@/mocks/core/clock'
import { db } from '@/mocks/core/db'
import { wechatPayNotify } from '@/mocks/charging/handlers'
import { INSURANCE_CODE } from '@/mocks/insurance/handlers'
import { notifyPayment } from '@/mocks/payments/db'
import { login, post, setupMockServer } from './api'
import { data, T0, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())

/** A valid 18-digit ID (check digit 3) of someone born 1985-03-12. */
const ID = '330106198503127713'
const insured = { name: '张建国', idCardNo: ID, mobile: '13812345678', plateNo: '浙AD12345' }
const charge = { productType: 'CHARGE', planId: 'C1', insured, agreed: true }

function insurance(token: string) {
  return {
    product: async (productType: string) =>
      data(await post<InsuranceProduct>(INSURANCE_API.product, { productType }, token)),
    policy: async (productType = 'CHARGE') =>
      data(await post<Policy | null>(INSURANCE_API.myPolicy, { productType }, token)),
    create: (body: unknown) => post<CreatePolicyResult>(INSURANCE_API.create, body, token),
    confirm: async (orderId: string) =>
      data(await post<PaymentAnswer>(PAYMENT_API.confirm, { orderId }, token)),
    cancel: (orderId: string) => post<null>(PAYMENT_API.cancel, { orderId }, token),
  }
}

/** The cashier's "ok" for a payment: WeChat's notification for its pay parameters. */
function cashierOk(result: CreatePolicyResult): void {
  const pkg = result.payParams?.package ?? ''
  if (!wechatPayNotify(pkg)) notifyPayment(pkg)
}

describe('insurance products', () => {
  it('needs the token and a known product', async () => {
    expect((await post(INSURANCE_API.product, { productType: 'CHARGE' })).status).toBe(500)
    const token = await login()
    expect((await post(INSURANCE_API.product, { productType: 'HOME' }, token)).body?.code).toBe(
      '100001',
    )
    const api = insurance(token)
    const product = await api.product('CHARGE')
    expect(product).toMatchObject({ name: '安心充电保障', plate: 'NEW_ENERGY' })
    expect(product.plans.map((p) => p.price)).toEqual([2990, 5900])
    expect((await api.product('RIDE')).plate).toBe('EBIKE_OPTIONAL')
    expect(await api.policy()).toBeNull()
  })
})

describe('buying a policy', () => {
  it('pay -> the settle hook starts the policy from 00:00 tomorrow for a year', async () => {
    const api = insurance(await login())
    const created = data(await api.create(charge))
    expect(created).toMatchObject({ amount: 2990, orderId: expect.stringMatching(/^PY\d+$/) })
    expect(created.payParams?.package).toBeTruthy()
    expect(await api.policy()).toBeNull()
    expect(await api.confirm(created.orderId)).toEqual({ paid: false, status: 'UNPAID' })
    cashierOk(created)
    expect(await api.confirm(created.orderId)).toEqual({ paid: true, status: 'PAID' })
    const policy = await api.policy()
    expect(policy).toMatchObject({
      policyId: created.policyId,
      status: 'WAITING',
      productName: '安心充电保障',
      planName: '基础版',
      premium: 2990,
      insuredName: '张*国',
      insuredIdCard: '330106********7713',
      insuredMobile: '138****5678',
      plateNo: '浙AD12345',
      startTime: '2026-11-23 00:00:00',
      endTime: '2027-11-22 23:59:59',
      paidTime: '2026-11-22 09:58:00',
    })
    expect(policy?.policyNo).toMatch(/^RHAC20261122\d{6}$/)
    tick(24 * 60 * 60 * 1000)
    expect((await api.policy())?.status).toBe('ACTIVE')
    // The RIDE product is another policy.
    expect(await api.policy('RIDE')).toBeNull()
  })

  it('a covered user cannot buy the same product again', async () => {
    const api = insurance(await login())
    const created = data(await api.create(charge))
    cashierOk(created)
    const again = await api.create({ ...charge, planId: 'C2' })
    expect(again.body?.code).toBe(INSURANCE_CODE.covered)
    expect(again.body?.msg).toBe('您已投保安心充电保障，保障期内无需重复购买')
  })

  it('a late notification: pending, not buyable twice; it lands and the policy shows', async () => {
    setPayOutcome('late')
    const api = insurance(await login())
    const created = data(await api.create(charge))
    cashierOk(created)
    expect(await api.confirm(created.orderId)).toEqual({ paid: false, status: 'UNPAID' })
    expect((await api.create(charge)).body?.code).toBe(INSURANCE_CODE.pending)
    expect((await api.cancel(created.orderId)).body?.code).toBe('300014')
    tick(5000)
    expect((await api.confirm(created.orderId)).paid).toBe(true)
    expect((await api.policy())?.policyId).toBe(created.policyId)
  })

  it('an unpaid order gives way to a new one; a cancelled one never starts', async () => {
    const api = insurance(await login())
    const first = data(await api.create(charge))
    const second = data(await api.create(charge))
    expect(second.orderId).not.toBe(first.orderId)
    expect(db.payments.find((p) => p.orderId === first.orderId)?.status).toBe('CANCELLED')
    expect((await api.cancel(second.orderId)).body?.code).toBe('000000')
    cashierOk(second)
    expect(await api.policy()).toBeNull()
  })

  it('validates the insured person like the form', async () => {
    const api = insurance(await login())
    const bad: [unknown, string][] = [
      [{ ...charge, agreed: false }, '100001'],
      [{ ...charge, planId: 'R1' }, '100001'],
      [{ ...charge, insured: { ...insured, name: 'Zhang' } }, '100001'],
      [{ ...charge, insured: { ...insured, idCardNo: '330106198503127716' } }, '100001'],
      [{ ...charge, insured: { ...insured, mobile: '12345' } }, '100001'],
      // A petrol car's plate (7 characters) is not a new-energy plate.
      [{ ...charge, insured: { ...insured, plateNo: '浙A12345' } }, '100001'],
      [{ ...charge, insured: { ...insured, plateNo: '' } }, '100001'],
      // Born 2010-01-01: 16 at T0, too young for CHARGE (18).
      [{ ...charge, insured: { ...insured, idCardNo: '110101201001010015' } }, INSURANCE_CODE.age],
    ]
    for (const [body, code] of bad) {
      expect((await api.create(body)).body?.code, JSON.stringify(body)).toBe(code)
    }
    expect(db.policies).toHaveLength(0)
    // RIDE: the e-bike plate is optional, and checked when given.
    const ride = { productType: 'RIDE', planId: 'R1', agreed: true }
    expect((await api.create({ ...ride, insured: { ...insured, plateNo: '' } })).body?.code).toBe(
      '000000',
    )
    expect(
      (await api.create({ ...ride, insured: { ...insured, plateNo: '杭州A12345' } })).body?.code,
    ).toBe('000000')
    expect(
      (await api.create({ ...ride, insured: { ...insured, plateNo: 'ABC' } })).body?.code,
    ).toBe('100001')
    expect(T0).toBeGreaterThan(0)
  })
})
