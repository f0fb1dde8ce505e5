import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from '@/components/link'
import type { Vehicle } from '@/api/types'
import { vehicleQueries } from '@/api/vehicles'
import { PlateBadge } from '@/components/plate-badge'
import { formatPlate } from '@/lib/plate'
import './car-plate.css'

/** undefined: the default vehicle; null: no plate; else the vehicle's id. */
export type PlateChoice = string | null | undefined

/** The vehicle a choice stands for among the user's vehicles (the default when not chosen). */
export function chosenVehicle(list: readonly Vehicle[] | undefined, choice: PlateChoice) {
  if (!list || choice === null) return null
  return (
    (choice !== undefined ? list.find((v) => v.vehicleId === choice) : undefined) ??
    list.find((v) => v.isDefault) ??
    null
  )
}

interface Props {
  choice: PlateChoice
  onChange: (choice: PlateChoice) => void
  /** The plate the choice comes to (undefined: none, or the vehicles are not known yet). */
  onPlate: (plateNo: string | undefined) => void
  /** 添加车辆, coming back here. */
  addHref: string
}

/**
 * CAR: the plate charged (for the parking fee waiver): the default, 更换 to another, none, or a new
 * one. Loaded lazily by the scan page (a BIKE pile, the pile link's first screen, never needs it).
 */
export default function CarPlate({ choice, onChange, onPlate, addHref }: Props) {
  const vehicles = useQuery(vehicleQueries.list({ quiet: true }))
  const [open, setOpen] = useState(false)
  const list = vehicles.data?.list
  const vehicle = chosenVehicle(list, choice)
  const plateNo = vehicle?.plateNo
  useEffect(() => onPlate(plateNo), [plateNo, onPlate])
  const change = useRef<HTMLButtonElement>(null)
  const ids = useId()
  const pick = (next: PlateChoice) => {
    onChange(next)
    setOpen(false)
    // The list goes under the chosen one: focus back to 更换, beside the plate it now shows.
    change.current?.focus()
  }

  let value
  if (vehicles.isPending) value = <span className="scan__hint">正在获取车辆…</span>
  else if (vehicles.isError) value = <span className="scan__hint">车辆信息暂不可用</span>
  else if (vehicle) value = <PlateBadge plateNo={vehicle.plateNo} small />
  else value = <span className="scan__hint">不使用车牌</span>

  return (
    <section className="app-card scan__card" aria-label="车牌">
      <div className="scan__plate-head">
        <h3 className="scan__card-title">车牌</h3>
        <div className="scan__plate-value">{value}</div>
        {list && list.length > 0 && (
          <button
            ref={change}
            type="button"
            className="scan__plate-change"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            更换
          </button>
        )}
        {list && list.length === 0 && (
          <Link className="scan__plate-change" to={addHref}>
            添加车辆
          </Link>
        )}
      </div>
      {open && list && (
        <div className="scan__plates" role="radiogroup" aria-label="选择车牌">
          {list.map((v) => (
            <button
              key={v.vehicleId}
              type="button"
              role="radio"
              aria-checked={vehicle?.vehicleId === v.vehicleId}
              aria-label={formatPlate(v.plateNo)}
              // Named by its plate; its name and 默认 are read after it, not hidden by the label.
              aria-describedby={`${ids}-${v.vehicleId}`}
              className="scan__plate-option"
              onClick={() => pick(v.vehicleId)}
            >
              <PlateBadge plateNo={v.plateNo} small />
              <span id={`${ids}-${v.vehicleId}`}>
                {[v.nickname, v.isDefault ? '默认' : ''].filter(Boolean).join(' · ')}
              </span>
            </button>
          ))}
          <button
            type="button"
            role="radio"
            aria-checked={vehicle === null}
            className="scan__plate-option"
            onClick={() => pick(null)}
          >
            不使用车牌
          </button>
          <Link className="scan__plate-add" to={addHref}>
            + 添加车辆
          </Link>
        </div>
      )}
      <p className="scan__note">充电完成后，支持减免的电站按车牌减免停车费。</p>
    </section>
  )
}
