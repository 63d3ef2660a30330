// Mass alert banner: starts from the server's value, follows `mass-alert-changed` live; a click hides it for the session.
import { useEffect, useState } from 'react'
import { isMassAlertShown, massAlertFromEvent, massAlertKey, type TMassAlert } from '../../domain/banners'
import { massAlertRoom } from '../../domain/realtime'
import { sharedRealtime } from '../realtime/shared'
import { gqlRequest } from '../graphql/client'
import { LastActiveMassAlertDocument } from '../graphql/generated/mass-alert/graphql'
import { closeBanner, isBannerClosed } from './banner-storage'
import { MassAlertView } from './mass-alert-view'
import './banners.css'

export type MassAlertState = TMassAlert | null

export default function MassAlert({ initial }: { initial: MassAlertState }) {
  const [alert, setAlert] = useState<MassAlertState>(initial)
  const [mounted, setMounted] = useState(false)
  // Closed here, also when storage refused to remember it.
  const [closedHere, setClosedHere] = useState<ReadonlySet<string>>(() => new Set())
  const [live, setLive] = useState(false)
  const key = alert ? massAlertKey(alert.text) : ''
  // Storage is read only once mounted (the server cannot know it); until then the stack's inline script
  // keeps a closed alert hidden. Reading it per render hides a closed alert that comes back live at once.
  const hidden = mounted && (closedHere.has(key) || isBannerClosed('mass-alert', key))

  useEffect(() => setMounted(true), [])

  useEffect(() => {
    const rt = sharedRealtime()
    rt.join(massAlertRoom())
    const offEvent = rt.on('mass-alert-changed', (msg) => setAlert(massAlertFromEvent(msg.data)))
    const offStatus = rt.onStatus((s) => setLive(s === 'open'))
    // After a reconnect a change may have been missed while offline, so the current alert is asked for again.
    let connections = 0
    const offReady = rt.onReady(() => {
      if (connections++ === 0) return
      gqlRequest(LastActiveMassAlertDocument)
        .then(({ data }) => data && setAlert(data.getLastActiveMassAlert))
        .catch(() => {})
    })
    return () => {
      offEvent()
      offStatus()
      offReady()
      rt.leave(massAlertRoom())
    }
  }, [])

  const hide = () => {
    closeBanner('mass-alert', key)
    setClosedHere((set) => new Set(set).add(key))
  }

  return (
    <div className="mass-alert-slot" data-realtime={live ? 'open' : 'closed'}>
      {isMassAlertShown(alert, hidden) && <MassAlertView alert={alert} onClose={hide} />}
    </div>
  )
}
