import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { feedback } from '@/api/feedback'
import { href } from '@/config/paths'
import { MSG } from '@/lib/messages'
import { preloadPage } from '@/lib/page-preload'
import { parseScanResult } from '@/lib/qr'
import { wechat } from '@/wechat'

/** What the bridge's scan rejects with when the user closes the scanner. */
const SCAN_CANCELLED = 'cancel'
export const SCAN_FAILED_TEXT = '无法打开扫一扫，请输入电桩编号'
export const SCAN_FAILED_CARD_TEXT = '无法打开扫一扫，请输入卡片背面的卡号'

/**
 * Scanning (SPEC §5): inside WeChat its native scanner; elsewhere our sheet (camera + manual entry).
 * Every result goes through the one link parser.
 */
export function useScan(purpose: 'charge' | 'card' = 'charge') {
  const navigate = useNavigate()
  const [sheetOpen, setSheetOpen] = useState(false)

  const handleText = useCallback(
    (text: string) => {
      const result = parseScanResult(text)
      if (result.kind === 'pile') navigate(href('scan', { deviceId: result.deviceId }))
      else if (result.kind === 'card') navigate(href('realCardDetail', { q: result.q }))
      else void feedback().alert(MSG.invalidQrTitle, MSG.invalidQr)
    },
    [navigate],
  )

  const handlePileNumber = useCallback(
    (deviceId: string) => navigate(href('scan', { deviceId })),
    [navigate],
  )

  const scan = useCallback(async () => {
    // Charge selection's code loads while the scanner is open (src/lib/page-preload.ts).
    preloadPage(href('scan'))
    const bridge = wechat()
    if (!bridge.nativeScan) {
      setSheetOpen(true)
      return
    }
    let text: string
    try {
      text = await bridge.scan()
    } catch (error) {
      // Dismissed: nothing to do. Anything else (the SDK not signed, the scanner failing): say so
      // and offer the manual pile-number sheet rather than doing nothing.
      if (error instanceof Error && error.message === SCAN_CANCELLED) return
      feedback().toast(purpose === 'card' ? SCAN_FAILED_CARD_TEXT : SCAN_FAILED_TEXT)
      setSheetOpen(true)
      return
    }
    handleText(text)
  }, [handleText, purpose])

  return {
    scan,
    /** Props of the page's <ScannerSheet {...scanner.sheet} /> (camera and typed pile number). */
    sheet: {
      open: sheetOpen,
      purpose,
      onClose: () => setSheetOpen(false),
      onText: (text: string) => {
        setSheetOpen(false)
        handleText(text)
      },
      onPileNumber: (deviceId: string) => {
        setSheetOpen(false)
        handlePileNumber(deviceId)
      },
    },
  }
}
