import { ModalSheet } from '@/components/modal/sheet'
import type { MapApp, NavPlace } from '@/lib/map-apps'
import './navigate-sheet.css'

export interface NavChoice {
  place: NavPlace
  links: { app: MapApp; label: string; url: string }[]
}

export interface NavigateSheetProps {
  open: boolean
  choice: NavChoice
  onClose: () => void
}

/** The map apps to navigate with, outside WeChat (./navigate.tsx). */
export default function NavigateSheet({ open, choice, onClose }: NavigateSheetProps) {
  return (
    <ModalSheet
      open={open}
      onClose={onClose}
      title={
        <>
          选择地图导航到<span className="nav-sheet__place">「{choice.place.name}」</span>
        </>
      }
      titleClassName="nav-sheet__title"
      bodyClassName="nav-sheet"
    >
      <ul className="nav-sheet__apps">
        {choice.links.map(({ app, label, url }) => (
          <li key={app}>
            {/* Closed as it goes: coming back from the map app finds the page, not the sheet. */}
            <a className="nav-sheet__app" href={url} onClick={onClose}>
              {label}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="nav-sheet__cancel" onClick={onClose}>
        取消
      </button>
    </ModalSheet>
  )
}
