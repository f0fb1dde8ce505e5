import type { Device } from '@/api/types'
import { DEVICE_STATUS_TEXT, DEVICE_TYPE_TEXT } from '@/lib/pile-labels'

/** Station, pile and its state at the top of charge selection. */
export function DeviceHeader({ device }: { device: Device }) {
  return (
    <section className="scan__header" aria-label="电桩信息">
      <div className="scan__header-row">
        <h2 className="scan__station">{device.station.name}</h2>
        <span className={`scan__state scan__state--${device.status.toLowerCase()}`}>
          {DEVICE_STATUS_TEXT[device.status]}
        </span>
      </div>
      <p className="scan__address">{device.station.address}</p>
      <p className="scan__device">
        {DEVICE_TYPE_TEXT[device.deviceType]} · {device.deviceName} · 编号 {device.deviceId}
      </p>
    </section>
  )
}
