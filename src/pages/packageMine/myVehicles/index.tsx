import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { feedback } from '@/api/feedback'
import type { Vehicle } from '@/api/types'
import { refreshVehicles, vehicleQueries, vehiclesApi } from '@/api/vehicles'
import { useOnceAction } from '@/components/once-action'
import { PlateBadge } from '@/components/plate-badge'
import { SavedList } from '@/components/saved-list'
import { href } from '@/config/paths'
import { formatPlate } from '@/lib/plate'
import './vehicles.css'

/** At most this many vehicles (the server refuses more: docs/API.md "Vehicle calls"). */
export const MAX_VEHICLES = 10

export const VEHICLE_TEXT = {
  empty: '还没有添加车辆',
  emptyHint: '添加车牌后，充电时可选择车牌，享受停车费减免',
  removeTitle: '删除车辆',
  removed: '已删除',
  defaultSet: '已设为默认车辆',
  full: `最多可添加${MAX_VEHICLES}辆车`,
} as const

interface ItemProps {
  vehicle: Vehicle
  onDefault: (v: Vehicle) => void
  onEdit: (v: Vehicle) => void
  onRemove: (v: Vehicle) => void
}

function VehicleItem({ vehicle, onDefault, onEdit, onRemove }: ItemProps) {
  const plate = formatPlate(vehicle.plateNo)
  const about = [vehicle.nickname, vehicle.brand].filter(Boolean).join(' · ')
  return (
    <article className="vehicles__card" aria-label={plate}>
      <div className="vehicles__head">
        <PlateBadge plateNo={vehicle.plateNo} />
        {vehicle.isDefault && <span className="vehicles__tag">默认</span>}
        {vehicle.newEnergy && <span className="vehicles__kind">新能源</span>}
      </div>
      <p className="vehicles__about">{about || '未填写昵称和车型'}</p>
      <div className="vehicles__actions">
        {!vehicle.isDefault && (
          <button
            type="button"
            aria-label={`将 ${plate} 设为默认`}
            onClick={() => onDefault(vehicle)}
          >
            设为默认
          </button>
        )}
        <button type="button" aria-label={`编辑 ${plate}`} onClick={() => onEdit(vehicle)}>
          编辑
        </button>
        <button
          type="button"
          className="vehicles__remove"
          aria-label={`删除 ${plate}`}
          onClick={() => onRemove(vehicle)}
        >
          删除
        </button>
      </div>
    </article>
  )
}

/** 我的车辆 (ours, issue 26): the user's plates, the default one used when a car charges. */
export default function MyVehiclesPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const vehicles = useQuery(vehicleQueries.list())
  const act = useOnceAction(async (kind: 'default' | 'remove', vehicle: Vehicle) => {
    if (kind === 'default') {
      await vehiclesApi.setDefault(vehicle.vehicleId)
      await refreshVehicles(queryClient)
      feedback().toast(VEHICLE_TEXT.defaultSet)
      return
    }
    const text = `确定删除车辆 ${formatPlate(vehicle.plateNo)}？已完成的订单不受影响。`
    if (!(await feedback().confirm(VEHICLE_TEXT.removeTitle, text, '确认删除'))) return
    await vehiclesApi.remove(vehicle.vehicleId)
    await refreshVehicles(queryClient)
    feedback().toast(VEHICLE_TEXT.removed)
  })
  return (
    <SavedList
      className="vehicles"
      query={vehicles}
      loadErrorTitle="无法获取车辆"
      empty={{ title: VEHICLE_TEXT.empty, hint: VEHICLE_TEXT.emptyHint }}
      listLabel="车辆"
      listClassName="vehicles__list"
      itemKey={(vehicle) => vehicle.vehicleId}
      renderItem={(vehicle) => (
        <VehicleItem
          vehicle={vehicle}
          onDefault={(v) => void act.run('default', v)}
          onEdit={(v) => navigate(href('vehicleEdit', { vehicleId: v.vehicleId }))}
          onRemove={(v) => void act.run('remove', v)}
        />
      )}
      note="扫码为汽车充电时默认使用默认车辆的车牌，可在充电页更换。充电完成后，支持减免的电站按车牌减免停车费。"
      noteClassName="vehicles__note"
      addLabel="添加车辆"
      fullLabel={VEHICLE_TEXT.full}
      max={MAX_VEHICLES}
      onAdd={() => navigate(href('vehicleAdd'))}
    />
  )
}
