import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { chargingQueries, prefetchPayment } from '@/api/charging'
import type { Device } from '@/api/types'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { ScannerSheet, useScan } from '@/components/scanner'
import { StateBlock } from '@/components/state-block'
import { StaleNote } from '@/components/state-block/stale-note'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { preloadPage } from '@/lib/page-preload'
import { isDeviceId } from '@/lib/qr'
import { appStore } from '@/store'
import { BikePlans } from './bike-plans'
import type { PlateChoice } from './car-plate'
import { CarPrepay } from './car-prepay'
import { DeviceHeader } from './device-header'
import { PortGrid, isSelectable } from './port-grid'
import './scan.css'

// The plate picker and the vehicles' calls come with a CAR pile only, not in the pile link's first load.
const CarPlate = lazy(() => import('./car-plate'))

export const DEVICE_DOWN_TEXT = {
  OFFLINE: '设备离线，暂时无法充电，请更换其他电桩',
  FAULT: '设备故障，暂时无法充电，请更换其他电桩',
} as const

/** The choice on this pile, and whether it can be paid for (pile up, a free socket, an amount). */
function chosen(d: Device, portNo: number | null, planId: string | null, prepay: number | null) {
  const isBike = d.deviceType === 'BIKE'
  const port = d.ports.find((p) => p.portNo === portNo && isSelectable(p))
  const plan = d.plans.find((p) => p.planId === planId)
  const amount = isBike ? plan?.amount : (prepay ?? undefined)
  const down = d.status !== 'ONLINE' ? DEVICE_DOWN_TEXT[d.status] : null
  return {
    isBike,
    port,
    plan,
    amount,
    down,
    ready: !down && port !== undefined && amount !== undefined,
  }
}

/** Charge selection (SPEC §2 /pages/scan/scan?deviceId=; refresh). */
export default function ScanPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const scanner = useScan()
  const deviceId = params.get('deviceId') ?? ''
  const valid = isDeviceId(deviceId)
  const device = useQuery({ ...chargingQueries.device(deviceId), enabled: valid })
  const [portNo, setPortNo] = useState<number | null>(null)
  const [planId, setPlanId] = useState<string | null>(null)
  const [prepay, setPrepay] = useState<number | null>(null)
  // A vehicle just added for this charge comes back as `vehicleId` (the add page's redirect).
  const [plateChoice, setPlateChoice] = useState<PlateChoice>(
    () => params.get('vehicleId') ?? undefined,
  )
  const [plateNo, setPlateNo] = useState<string | undefined>()
  const shownId = device.data?.deviceId

  useEffect(() => {
    // SPEC §3 keeps the device id of the last pile opened.
    if (shownId && appStore.get().deviceId !== shownId) appStore.set({ deviceId: shownId })
  }, [shownId])

  // Once the choice can be paid for, the payment page's code and data are asked for while the user
  // reads it, so that 去支付 opens a page with nothing left to load (src/lib/page-preload.ts).
  const queryClient = useQueryClient()
  const choice = device.data && chosen(device.data, portNo, planId, prepay)
  const payable = choice?.ready ? choice.amount : undefined
  useEffect(() => {
    if (!shownId || payable === undefined) return
    preloadPage(href('secondScanPage'))
    prefetchPayment(queryClient, shownId, payable)
  }, [queryClient, shownId, payable])

  const rescan = (
    <>
      <Button color="primary" block onClick={() => void scanner.scan()}>
        重新扫码
      </Button>
      <Button block fill="none" onClick={() => navigate(href('home'), { replace: true })}>
        返回首页
      </Button>
      <ScannerSheet {...scanner.sheet} />
    </>
  )

  if (!valid) {
    return (
      <div className="app-page">
        <StateBlock
          kind="error"
          role="alert"
          title="无效的电桩编号"
          description="请扫描电桩上的二维码，或输入电桩编号"
        >
          {rescan}
        </StateBlock>
      </div>
    )
  }
  if (device.isPending) return <PageSkeleton rows={6} />
  // A failed refresh keeps the pile on screen: the client has said why, or, for the silent read
  // ahead of the payment page, that page asks again. Only a first load fails here.
  if (device.isLoadingError) {
    return (
      <div className="app-page">
        <StateBlock
          kind="error"
          role="alert"
          title="无法获取电桩信息"
          description={device.error.message}
        >
          <Button color="primary" fill="outline" block onClick={() => void device.refetch()}>
            重试
          </Button>
          {rescan}
        </StateBlock>
      </div>
    )
  }

  const d = device.data
  const { isBike, port, plan, amount, down, ready } = chosen(d, portNo, planId, prepay)
  const noFreePort = !down && !d.ports.some(isSelectable)

  const next = () => {
    if (!ready || !port) return
    navigate(
      href('secondScanPage', {
        deviceId: d.deviceId,
        portNo: port.portNo,
        planId: isBike ? plan?.planId : undefined,
        amount,
        plateNo: isBike ? undefined : plateNo,
      }),
    )
  }

  return (
    <div className="app-page app-page--soft scan">
      <StaleNote stale={device.isRefetchError} />
      <PullToRefresh onRefresh={() => device.refetch()}>
        <DeviceHeader device={d} />
        {down ? (
          <>
            <p className="scan__down" role="alert">
              {down}
            </p>
            {/* 请更换其他电桩: the way to another pile, as an unknown pile's page offers. */}
            <div className="scan__down-actions">{rescan}</div>
          </>
        ) : (
          <>
            <PortGrid
              ports={d.ports}
              kind={isBike ? 'socket' : 'gun'}
              selected={port?.portNo ?? null}
              onSelect={setPortNo}
            />
            {noFreePort && (
              <p className="scan__down" role="alert">
                该电桩暂无空闲{isBike ? '插座' : '充电枪'}，请稍后下拉刷新或更换其他电桩
              </p>
            )}
            {isBike ? (
              <BikePlans
                plans={d.plans}
                tiers={d.powerTiers}
                selected={planId}
                onSelect={setPlanId}
              />
            ) : (
              <>
                <CarPrepay device={d} selected={prepay} onSelect={setPrepay} />
                <Suspense fallback={<div style={{ minHeight: 56 }} aria-busy="true" />}>
                  <CarPlate
                    choice={plateChoice}
                    onChange={setPlateChoice}
                    onPlate={setPlateNo}
                    addHref={href('vehicleAdd', {
                      redirect: href('scan', { deviceId: d.deviceId }),
                    })}
                  />
                </Suspense>
              </>
            )}
          </>
        )}
      </PullToRefresh>
      {!down && (
        <footer className="app-bar scan__bar">
          <p className="scan__bar-amount">
            预付 <strong>{formatYuan(amount)}</strong>
          </p>
          <Button color="primary" shape="rounded" disabled={!ready} onClick={next}>
            {port ? '去支付' : `请选择${isBike ? '插座' : '充电枪'}`}
          </Button>
        </footer>
      )}
    </div>
  )
}
