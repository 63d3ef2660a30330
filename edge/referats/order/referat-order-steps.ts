// The three AI steps of an AI referat order (justification, outline, text) over the AI and sources ports; the text
// reuses the catalogue's referat writer, so references are only real records and demo output is labelled.
import { objectCall } from '../../ai/prompts/prompt'
import { essayRequirementsV1 } from '../../ai/prompts/essay-requirements.v1'
import { essayOutlineV1 } from '../../ai/prompts/essay-outline.v1'
import { ZReferatOutline, REFERAT_ORDER_MESSAGES } from '../../../domain/referat/order-input'
import { writeReferatText } from '../write-referat'
import { runAiOrderStep, WIZARD_STEPS, type TAiOrderStepRun } from '../../orders/run-ai-order-step'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'

export const generateReferatJustification = (o: TAiOrderStepRun) =>
  runAiOrderStep(REFERAT_ORDER_MACHINE, o, {
    ...WIZARD_STEPS.justification('JUSTIFICATION_GENERATING'),
    failMessage: REFERAT_ORDER_MESSAGES.justificationFailed,
    async work(order) {
      const r = await o.ai.generateObject(objectCall(essayRequirementsV1, { topic: order.topic, workType: 'referat', numberOfPages: order.numberOfPages, demoSeed: `referat-order-${order.id}` }))
      const text = [r.idea, r.goal, `Задачи:\n${r.tasks.map((t, i) => `${i + 1}. ${t}`).join('\n')}`].join('\n\n').slice(0, 4000)
      return { extended_description: text }
    },
  })

export const generateReferatOrderOutline = (o: TAiOrderStepRun) =>
  runAiOrderStep(REFERAT_ORDER_MACHINE, o, {
    ...WIZARD_STEPS.outline,
    failMessage: REFERAT_ORDER_MESSAGES.outlineFailed,
    async work(order) {
      const answer = await o.ai.generateObject(
        objectCall(essayOutlineV1, {
          topic: order.topic,
          workType: 'referat',
          numberOfPages: order.numberOfPages,
          demoSeed: `referat-order-${order.id}`,
          ...(order.extendedDescription && { idea: order.extendedDescription.slice(0, 2000) }),
        }),
      )
      return { outline: ZReferatOutline.parse(answer.chapters) }
    },
  })

export const generateReferatOrderText = (o: TAiOrderStepRun) =>
  runAiOrderStep(REFERAT_ORDER_MACHINE, o, {
    ...WIZARD_STEPS.final,
    failMessage: REFERAT_ORDER_MESSAGES.failed,
    async work(order) {
      const outline = ZReferatOutline.parse(order.outline ?? [])
      const written = await writeReferatText({ ai: o.ai, sources: o.deps.ports.sources, topic: order.topic, outline, pages: order.numberOfPages, demoSeed: `referat-order-${order.id}` })
      return { content: written.sections, reference_list: written.references, characters_count: written.charactersCount }
    },
  })
