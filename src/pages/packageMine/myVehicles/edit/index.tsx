import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import * as z from 'zod/mini'
import { ApiError } from '@/api/client'
import { feedback } from '@/api/feedback'
import type { Vehicle } from '@/api/types'
import { refreshVehicles, vehicleQueries, vehiclesApi } from '@/api/vehicles'
import { useDraftState } from '@/components/form-draft'
import { FormField, fieldA11y, useFailedSubmit } from '@/components/form-field'
import { useOnceAction } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { href, routeByPath, safeInAppPath } from '@/config/paths'
import { readPlateRest } from '@/lib/plate'
import {
  EMPTY_VEHICLE_FORM,
  formOf,
  PROVINCES,
  saveRequest,
  validateVehicleForm,
  type VehicleErrors,
  type VehicleForm,
} from './vehicle-form'
import '../vehicles.css'

/** The server's codes that are about the plate: shown under it as well as in the toast. */
const PLATE_CODES = ['850001', '850002']

const VEHICLE_DRAFT = z.object({
  province: z.string(),
  rest: z.string(),
  nickname: z.string(),
  brand: z.string(),
  isDefault: z.boolean(),
})

/** Where to go once saved: the redirect (with the vehicle's id, so a charge can pick it), or the list. */
function afterSave(redirect: string | null, vehicleId: string): string {
  if (!redirect) return href('myVehicles')
  const [path = '', query = ''] = redirect.split('?')
  const params = new URLSearchParams(query)
  params.set('vehicleId', vehicleId)
  return `${path}?${params.toString()}`
}

function VehicleFormView({ vehicle }: { vehicle: Vehicle | null }) {
  const [params] = useSearchParams()
  const redirect = safeInAppPath(params.get('redirect'))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Kept for the visit (a 500 re-login comes back to it); dropped once saved.
  const [form, setForm, clearDraft] = useDraftState<VehicleForm>(
    vehicle ? `vehicle-${vehicle.vehicleId}` : 'vehicle',
    VEHICLE_DRAFT,
    vehicle ? formOf(vehicle) : EMPTY_VEHICLE_FORM,
  )
  const [errors, setErrors] = useState<VehicleErrors>({})
  // A failed submit is said by the focus on the first wrong field, not by an alert a field.
  const failed = useFailedSubmit(errors)

  const set = <K extends keyof VehicleForm>(name: K, value: VehicleForm[K]) => {
    setForm((f) => ({ ...f, [name]: value }))
    const field = name === 'province' || name === 'rest' ? 'plate' : name
    if (field !== 'isDefault') setErrors((e) => ({ ...e, [field]: undefined }))
  }

  const save = useOnceAction(async () => {
    const found = validateVehicleForm(form)
    const first = (['plate', 'nickname', 'brand'] as const).find((name) => found[name])
    if (first) {
      failed.fail({ found, first, control: `vehicle-${first}`, show: () => setErrors(found) })
      return
    }
    setErrors(found)
    try {
      const saved = await vehiclesApi.save(saveRequest(form, vehicle?.vehicleId))
      clearDraft()
      await refreshVehicles(queryClient)
      feedback().toast(vehicle ? '已保存' : '添加成功')
      navigate(afterSave(redirect, saved.vehicleId), { replace: true })
    } catch (error) {
      // What was typed stays; a refused plate is also said under the field.
      if (error instanceof ApiError && error.code && PLATE_CODES.includes(error.code)) {
        setErrors({ plate: error.message })
      }
      throw error
    }
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save.run()
  }
  const title = vehicle ? '编辑车辆' : '添加车辆'

  return (
    <div className="app-page app-page--soft vehicle-form">
      <form onSubmit={submit} noValidate aria-label={title}>
        <div className="vehicle-form__fields form-field-list">
          <FormField
            id="vehicle-plate"
            label="车牌号"
            error={errors.plate}
            announce={failed.announce('plate')}
            hint="字母自动转为大写，车牌不含字母 I、O；新能源车牌为8位"
          >
            {(a11y) => (
              <div className="vehicle-form__plate">
                <select
                  {...fieldA11y('vehicle-province', { error: errors.plate })}
                  aria-describedby={a11y['aria-describedby']}
                  aria-label="车牌省份"
                  value={form.province}
                  onChange={(e) => set('province', e.target.value)}
                >
                  {PROVINCES.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
                <input
                  {...a11y}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="如 AD12345"
                  value={form.rest}
                  onChange={(e) => {
                    const { province, rest } = readPlateRest(e.target.value, form.rest)
                    if (province) set('province', province)
                    set('rest', rest)
                  }}
                />
              </div>
            )}
          </FormField>
          <FormField
            inline
            id="vehicle-nickname"
            label="车辆昵称"
            error={errors.nickname}
            announce={failed.announce('nickname')}
          >
            {(a11y) => (
              <input
                {...a11y}
                autoComplete="off"
                maxLength={10}
                placeholder="选填，如 家用车"
                value={form.nickname}
                onChange={(e) => set('nickname', e.target.value)}
              />
            )}
          </FormField>
          <FormField
            inline
            id="vehicle-brand"
            label="品牌车型"
            error={errors.brand}
            announce={failed.announce('brand')}
          >
            {(a11y) => (
              <input
                {...a11y}
                autoComplete="off"
                maxLength={20}
                placeholder="选填，如 比亚迪 秦PLUS"
                value={form.brand}
                onChange={(e) => set('brand', e.target.value)}
              />
            )}
          </FormField>
          <div className="vehicle-form__switch">
            <label htmlFor="vehicle-default">设为默认</label>
            <input
              id="vehicle-default"
              type="checkbox"
              role="switch"
              checked={form.isDefault}
              disabled={vehicle?.isDefault === true}
              onChange={(e) => set('isDefault', e.target.checked)}
            />
          </div>
        </div>
        <p className="vehicle-form__tip">
          {vehicle?.isDefault
            ? '这是默认车辆；把其他车辆设为默认后，它不再是默认车辆。'
            : '默认车辆的车牌在扫码为汽车充电时自动带出，可在充电页更换。'}
        </p>
        <footer className="app-bar">
          <Button block type="submit" color="primary" shape="rounded" loading={save.busy}>
            {vehicle ? '保存' : '确认添加'}
          </Button>
        </footer>
      </form>
    </div>
  )
}

function EditVehicle({ vehicleId }: { vehicleId: string }) {
  const vehicles = useQuery(vehicleQueries.list())
  if (vehicles.data === undefined) {
    return vehicles.isError ? (
      <LoadError title="无法获取车辆" error={vehicles.error} onRetry={vehicles.refetch} />
    ) : (
      <PageSkeleton rows={4} />
    )
  }
  const vehicle = vehicles.data.list.find((v) => v.vehicleId === vehicleId)
  if (!vehicle) {
    return (
      <StateBlock kind="error" role="alert" title="车辆不存在或已删除">
        <Link className="app-button" to={href('myVehicles')} replace>
          返回我的车辆
        </Link>
      </StateBlock>
    )
  }
  return <VehicleFormView key={vehicle.vehicleId} vehicle={vehicle} />
}

/** 添加车辆 / 编辑车辆 (ours, issue 26): a province and the rest of the plate, checked by isPlate. */
export default function VehicleEditPage() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const vehicleId = params.get('vehicleId')
  if (vehicleId) return <EditVehicle vehicleId={vehicleId} />
  if (routeByPath(pathname) === 'vehicleEdit') {
    return (
      <StateBlock kind="error" role="alert" title="缺少车辆编号">
        <Link className="app-button" to={href('myVehicles')} replace>
          返回我的车辆
        </Link>
      </StateBlock>
    )
  }
  return <VehicleFormView vehicle={null} />
}
