// Renders the page's toasts in stacks per position (phones: top and bottom only), each a polite live region.
import { useEffect } from 'react'
import { useAtomValue } from 'jotai/react'
import { MEDIA } from '../../domain/breakpoints'
import { groupToasts, TOAST_POSITIONS } from '../../domain/toasts'
import { toast, toastsAtom } from './toast-store'
import { ToastView } from './toast-view'
import { useMediaQuery } from './use-media-query'
import { exposeTestHooks } from '../popups/test-hooks'
import './toasts.css'

export default function ToastHost({ testHooks = false }: { testHooks?: boolean }) {
  const list = useAtomValue(toastsAtom)
  const isMobile = useMediaQuery(MEDIA.mobile)
  const groups = groupToasts(list, isMobile)

  useEffect(() => {
    if (testHooks) exposeTestHooks({ toast })
  }, [testHooks])

  // All six regions exist from the first paint: screen readers only announce changes to live regions they already know.
  return (
    <div className="toast-host">
      {TOAST_POSITIONS.map((position) => (
        <div key={position} className={`toast-stack toast-stack--${position}`} aria-live="polite" aria-relevant="additions" data-position={position}>
          {(groups.get(position) ?? []).map((t) => (
            <ToastView key={t.id} toast={t} onClose={toast.close} />
          ))}
        </div>
      ))}
    </div>
  )
}
