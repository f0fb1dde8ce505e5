import { Svg } from '@/components/icons/svg'

/** The station finder's own icons (24×24, stroked with currentColor). */
/** A one-path icon, stroked a little heavier than the app's. */
const Path = ({ d }: { d: string }) => (
  <Svg strokeWidth={1.9}>
    <path d={d} />
  </Svg>
)

export const LocateIcon = () => (
  <Path d="M12 3v3m0 12v3M3 12h3m12 0h3M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
)
export const ListIcon = () => <Path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
export const ScanIcon = () => (
  <Path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M4 12h16" />
)
export const NavIcon = () => <Path d="m3 11 18-8-8 18-2-8-8-2Z" />
export const PhoneIcon = () => (
  <Path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
)
export const MapIcon = () => <Path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14" />
