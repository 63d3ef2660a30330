// The three AI steps of an AI presentation order (justification, outline, slides) over the AI and sources ports
// (edge/presentations/ai/presentation-ai.ts writes the content); what they return is checked before it is stored.
import { ZDeckSpec } from '../../../domain/presentation/deck'
import { PRESENTATION_MESSAGES, ZPresentationJustification } from '../../../domain/presentation/input'
import { generatePresentationDeck, generatePresentationJustification, generatePresentationOutline } from '../ai/presentation-ai'
import { keepOutline } from './keep-outline'
import { runAiOrderStep, WIZARD_STEPS, type TAiOrderStepRun } from '../../orders/run-ai-order-step'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'

export const generatePresentationOrderJustification = (o: TAiOrderStepRun) =>
  runAiOrderStep(PRESENTATION_ORDER_MACHINE, o, {
    ...WIZARD_STEPS.justification('GENERATING'),
    failMessage: PRESENTATION_MESSAGES.justificationFailed,
    async work(order) {
      const justification = ZPresentationJustification.parse(await generatePresentationJustification(o.ai, { topic: order.topic, slidesCount: order.slidesCount }))
      return { justification }
    },
  })

export const generatePresentationOrderOutline = (o: TAiOrderStepRun) =>
  runAiOrderStep(PRESENTATION_ORDER_MACHINE, o, {
    ...WIZARD_STEPS.outline,
    failMessage: PRESENTATION_MESSAGES.outlineFailed,
    async work(order) {
      // A guest's reviewed (maybe edited) outline survives the sign-in; the AI writes one only when there is none.
      const kept = order.outline ? keepOutline(order.outline) : null
      if (kept) return { outline: kept }
      const justification = ZPresentationJustification.parse(order.justification)
      const outline = keepOutline(await generatePresentationOutline(o.ai, { topic: order.topic, slidesCount: order.slidesCount, justification }))
      if (!outline) throw new Error('the outline is empty after its repair')
      return { outline }
    },
  })

export const generatePresentationOrderDeck = (o: TAiOrderStepRun) =>
  runAiOrderStep(PRESENTATION_ORDER_MACHINE, o, {
    ...WIZARD_STEPS.final,
    failMessage: PRESENTATION_MESSAGES.finalFailed,
    async work(order) {
      const justification = ZPresentationJustification.parse(order.justification)
      const outline = keepOutline(order.outline)
      if (!outline) throw new Error('no outline to write the slides of')
      const deck = ZDeckSpec.parse(
        await generatePresentationDeck({ ai: o.ai, sources: o.deps.ports.sources }, { topic: order.topic, slidesCount: order.slidesCount, justification, outline, themeId: order.themeId }),
      )
      return { deck }
    },
  })
