import { Link } from '@/components/link'
import type { Device } from '@/api/types'
import { PORT_WORD } from '@/components/station'
import { href } from '@/config/paths'
import { KIND_LABEL, PORT_STATUS_TEXT } from '@/lib/pile-labels'

const DEVICE_STATE = { ONLINE: '在线', OFFLINE: '离线', FAULT: '故障' } as const

/** A pile: its sockets or guns in their live states, and 选择 to charge on it. */
export function PileCard({ device }: { device: Device }) {
  const bike = device.deviceType === 'BIKE'
  const free = device.ports.filter((p) => p.status === 'IDLE').length
  const online = device.status === 'ONLINE'
  return (
    <article className="pile" aria-label={device.deviceName}>
      <header className="pile__head">
        <div>
          <h4 className="pile__name">{device.deviceName}</h4>
          <p className="pile__meta">
            {bike ? KIND_LABEL.BIKE : `${KIND_LABEL.CAR} · ${device.ratedPowerW / 1000}kW`} · 编号{' '}
            {device.deviceId}
          </p>
        </div>
        {online ? (
          <Link
            className="pile__choose"
            to={href('scan', { deviceId: device.deviceId })}
            aria-label={`选择${device.deviceName}`}
          >
            选择
          </Link>
        ) : (
          <span className="pile__down">{DEVICE_STATE[device.status]}</span>
        )}
      </header>
      <p className="pile__summary">
        {online
          ? `空闲 ${free}/${device.ports.length} 个${PORT_WORD[device.deviceType]}`
          : `暂不可用`}
      </p>
      <ul
        className="pile__ports"
        aria-label={`${device.deviceName}的${PORT_WORD[device.deviceType]}`}
      >
        {device.ports.map((port) => (
          <li key={port.portNo} className={`port port--${port.status.toLowerCase()}`}>
            <b>{port.portNo}</b>
            <span>{PORT_STATUS_TEXT[port.status] ?? port.status}</span>
          </li>
        ))}
      </ul>
    </article>
  )
}
