import { useEffect, useRef, useState } from 'react'

interface Props {
  onText: (text: string) => void
  /** What to do without a camera: the sheet's pile-number entry, or the page's card number. */
  fallback: string
}

type CameraState = 'starting' | 'scanning' | 'unavailable'

/**
 * The camera viewfinder outside WeChat. qr-scanner (loaded only here) uses the native
 * BarcodeDetector where it exists and its small worker decoder otherwise.
 */
export function Camera({ onText, fallback }: Props) {
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<CameraState>('starting')
  const handler = useRef(onText)
  useEffect(() => {
    handler.current = onText
  }, [onText])

  useEffect(() => {
    let stopped = false
    let stop = () => {}
    void (async () => {
      try {
        const { default: QrScanner } = await import('qr-scanner')
        if (stopped || !video.current) return
        if (!(await QrScanner.hasCamera())) throw new Error('no camera')
        const scanner = new QrScanner(video.current, (result) => handler.current(result.data), {
          preferredCamera: 'environment',
          returnDetailedScanResult: true,
          maxScansPerSecond: 5,
        })
        stop = () => {
          scanner.stop()
          scanner.destroy()
        }
        await scanner.start()
        if (stopped) stop()
        else setState('scanning')
      } catch {
        if (!stopped) setState('unavailable')
      }
    })()
    return () => {
      stopped = true
      stop()
    }
  }, [])

  return (
    <div className="scanner__camera">
      <video ref={video} className="scanner__video" muted playsInline aria-label="扫码取景框" />
      {state !== 'scanning' && (
        <p className="scanner__camera-note">
          {state === 'starting' ? '正在打开摄像头…' : fallback}
        </p>
      )}
    </div>
  )
}
