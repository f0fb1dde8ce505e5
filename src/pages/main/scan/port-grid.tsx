import type { Port } from '@/api/types'
import { PORT_STATUS_TEXT } from '@/lib/pile-labels'

interface Props {
  ports: readonly Port[]
  kind: 'socket' | 'gun'
  selected: number | null
  onSelect: (portNo: number) => void
}

export const isSelectable = (port: Port): boolean => port.status === 'IDLE' && port.plugged

/** Sockets or guns with their states; only free, plugged-in ones can be chosen. */
export function PortGrid({ ports, kind, selected, onSelect }: Props) {
  const unit = kind === 'socket' ? '号插座' : '号枪'
  const waitingForPlug = ports.some((p) => p.status === 'IDLE' && !p.plugged)
  const title = kind === 'socket' ? '选择插座' : '选择充电枪'
  return (
    <section className="app-card scan__card" aria-label={title}>
      <h3 className="scan__card-title">{title}</h3>
      {/* Named as its card: a screen reader entering the group hears what it chooses. */}
      <div className={`scan__ports scan__ports--${kind}`} role="radiogroup" aria-label={title}>
        {ports.map((port) => {
          const free = isSelectable(port)
          const label =
            port.status === 'IDLE' && !port.plugged
              ? kind === 'socket'
                ? '请先插插头'
                : '请先插枪'
              : PORT_STATUS_TEXT[port.status]
          return (
            <button
              key={port.portNo}
              type="button"
              role="radio"
              aria-checked={selected === port.portNo}
              aria-label={`${port.portNo}${unit} ${label}`}
              disabled={!free}
              className={[
                'scan__port',
                `scan__port--${port.status.toLowerCase()}`,
                selected === port.portNo ? 'scan__port--selected' : '',
              ].join(' ')}
              onClick={() => onSelect(port.portNo)}
            >
              <strong>{String(port.portNo).padStart(2, '0')}</strong>
              <span>{label}</span>
            </button>
          )
        })}
      </div>
      {waitingForPlug && (
        <p className="scan__note">
          {kind === 'socket'
            ? '显示“请先插插头”的插座：请先将充电器插头插入插座，再下拉刷新后选择。'
            : '显示“请先插枪”的充电枪：请先将充电枪插入车辆充电口，再下拉刷新后选择。'}
        </p>
      )}
    </section>
  )
}
