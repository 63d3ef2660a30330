// The wizard shell's part of free step navigation (issue 13 part 4): the step the address opens and whether this order
// may open it, the progress list's openings, saving a finished work's sources, and the rewrite offered afterwards.
import { useEffect, useState } from 'react'
import { isTerminalError, type TEssayProgressKey, type TEssayStatus } from '../../domain/essay/statuses'
import { navigableSteps, stepAccess, type TEssayNavStep } from '../../domain/essay/step-navigation'
import { gql } from '../graphql/client'
import { ChangeEssayReferencesDocument } from '../graphql/generated/essay-rewrite/graphql'
import { showEssayError, type TEssayOrder } from './essay-api'
import { clearStepDirty, leaveStep, useStepParam } from './step-nav'

export function useStepNavigation(order: TEssayOrder | null, refetch: () => Promise<unknown>) {
  const [navStep, setNavStep] = useStepParam()
  const [offered, setOffered] = useState(false)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const access = order && navStep ? stepAccess({ status: order.status as TEssayStatus, isPaid: order.isPaid, step: navStep }) : null
  // An address naming a step this order cannot open (typed by hand, or the status moved on) falls back to its own screen.
  useEffect(() => {
    if (order && navStep && !access) setNavStep(null, 'replace')
  }, [order, navStep, access, setNavStep])

  /** A finished work's outline or sources were saved: back to «Готово», where the rewrite is offered. */
  async function afterChange() {
    setOffered(true)
    setDismissed(null)
    setNavStep(null)
    await refetch()
  }

  async function changeReferences(ids: string[]) {
    if (!order) return
    setSaving(true)
    try {
      await gql(ChangeEssayReferencesDocument, { id: order.id, referenceIds: ids })
      clearStepDirty()
      await afterChange()
    } catch (e) {
      showEssayError(e)
    } finally {
      setSaving(false)
    }
  }

  return {
    /** The step opened over the status's screen, or null. */
    opened: access ? navStep : null,
    access,
    saving,
    setStep: setNavStep,
    backToOwn: () => leaveStep(() => setNavStep(null)),
    afterChange,
    changeReferences,
    offer: {
      shown: order != null && dismissed !== order.updatedAt,
      offered,
      started: () => {
        setOffered(false)
        void refetch()
      },
      dismiss: () => {
        setOffered(false)
        setDismissed(order?.updatedAt ?? null)
      },
    },
  }
}

/** The progress list's buttons: the steps already done, and the status's own step to come back to from any other. */
export function progressOpenings(o: { status: TEssayStatus; isPaid: boolean; own: TEssayProgressKey; opened: TEssayNavStep | null; away: boolean }) {
  const open: Partial<Record<TEssayProgressKey, 'edit' | 'view' | 'back'>> = navigableSteps(o)
  if (o.away && !isTerminalError(o.status)) open[o.own] ??= 'back'
  if (o.opened) delete open[o.opened]
  return open
}
