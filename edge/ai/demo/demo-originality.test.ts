// Issue 36, part 6: the demo writer against the service's own originality check. Two clients order a referat on one
// topic; what differs between their orders is the order id (passed to the demo as demoSeed, a field of the prompt
// input no prompt text shows), what each typed (the wishes, «Пожелания») and the approved sources.
//
// Measured with SHINGLE_WORDS = 3 (2026-12-01), 10-page referats, each checked against the other:
//                                       before (one frame for all)   after (drawn per order)
//   same topic, two clients:            5.1 % and 5.6 %              85.1 % and 86.6 %
//   different topics:                   18.9 % and 21.4 %            89.8 % and 89.0 %
//   identical inputs, two orders:       0 % (the very same text)     86.3 % and 87.4 % (the third test)
//   identical inputs, one order:        0 % — the same text, so a retried job writes what it wrote (kept)
// Over five other pairs of order ids (the same clients): same topic 82.0–89.1 %, different topics 85.9–91.0 %.
// Before, the demo seeded its randomness from the call's input alone and built every work from one frame: the same
// outline titles, requirements, sentence frames and one small subject × predicate bank. Now the order's seed draws
// the outline titles (role prefix × suffix, «A и b» subchapters), the goal and tasks (composed), one of several
// wordings of every frame (short leads and tails round the section title, at most two content words fixed in a row)
// and a claim sequence built word by word (claims.ts: adjective noun — verb — adjective noun, declined). What the two
// works still share is what the check should find: the topic itself, frames around it («тема «…»», «цели работы —»),
// and the odd stock pair of words at a junction.
import { describe, expect, it } from 'vitest'
import { compareTexts } from '../../../domain/originality/compare'
import { shingleText } from '../../../domain/originality/shingles'
import { demoProvider } from '../demo-provider'
import { planEssayText, writeEssayPart, type TEssayContext } from '../essay-text'
import type { TLengthPart } from '../length'
import { essayOutlineV1 } from '../prompts/essay-outline.v1'
import { essayRequirementsV1 } from '../prompts/essay-requirements.v1'
import type { TApprovedSource } from '../prompts/common'
import { objectCall } from '../prompts/prompt'

const ai = demoProvider({ streamDelayMs: 0 })
const PAGES = 10

/** Least originality of one demo work against another on the same topic (measured 85.1 and 86.6, 82–89 over other
 * order ids; the target is 50). */
const SAME_TOPIC_MIN_ORIGINALITY = 75
/** The same on different topics (measured 89.8 and 89.0, 86–91 over other order ids; the target is 80). */
const OTHER_TOPIC_MIN_ORIGINALITY = 82

type TClient = { order: string; wishes?: string; sources: TApprovedSource[] }

/** A referat as the text-work product writes it: the requirements and the outline as suggested, then the parts. */
async function writeReferat(topic: string, client: TClient): Promise<string> {
  const base = { topic, workType: 'referat' as const, numberOfPages: PAGES, demoSeed: client.order }
  const req = await ai.generateObject(objectCall(essayRequirementsV1, base))
  const outline = await ai.generateObject(objectCall(essayOutlineV1, base))
  const ctx: TEssayContext = {
    topic,
    workType: 'referat',
    idea: req.idea,
    goal: req.goal,
    tasks: req.tasks,
    ...(client.wishes && { wishes: client.wishes }),
    outline,
    sources: client.sources,
    demoSeed: client.order,
  }
  const parts = planEssayText(PAGES, outline)
  // The product's order (write-final-text.ts): the sections, then the introduction and the conclusion that sum them up.
  const ordered = [...parts.filter((p) => p.kind === 'section'), ...parts.filter((p) => p.kind !== 'section')]
  const texts = new Map<TLengthPart, string>()
  let previousText = ''
  for (const part of ordered) {
    const written = await writeEssayPart(ai, ctx, part, { previousText })
    previousText = written.text
    texts.set(part, written.text)
  }
  return parts.map((p) => texts.get(p)).join('\n\n')
}

const originality = (checked: string, source: string) => compareTexts(shingleText(checked), [{ id: 'other', ...shingleText(source) }]).originality

const TOPIC = 'Влияние социальных сетей на успеваемость студентов'
const FIRST: TClient = {
  order: 'referat-order-101',
  wishes: 'Преподаватель просит рассмотреть опыт первокурсников.',
  sources: [
    { title: 'Цифровая социализация молодежи', author: 'Петров П. П.', year: 2020 },
    { title: 'Психология студенчества', author: 'Сидорова А. В.', year: 2018 },
  ],
}
const SECOND: TClient = {
  order: 'referat-order-102',
  wishes: 'Уделить внимание роли мессенджеров в подготовке к сессии.',
  sources: [
    { title: 'Медиапотребление и учеба', author: 'Орлова Е. Н.', year: 2022 },
    { title: 'Социология образования', author: 'Лебедев К. С.', year: 2017 },
    { title: 'Интернет и молодежь', year: 2021 },
  ],
}

describe('demo referats against the originality check', () => {
  it('two clients’ works on one topic are mostly original, each against the other', async () => {
    const first = await writeReferat(TOPIC, FIRST)
    const second = await writeReferat(TOPIC, SECOND)
    expect(shingleText(first).words).toBeGreaterThan(1000)
    expect(first).not.toBe(second)
    expect(originality(first, second)).toBeGreaterThanOrEqual(SAME_TOPIC_MIN_ORIGINALITY)
    expect(originality(second, first)).toBeGreaterThanOrEqual(SAME_TOPIC_MIN_ORIGINALITY)
  })

  it('works on different topics overlap less still (the control)', async () => {
    const first = await writeReferat(TOPIC, FIRST)
    const other = await writeReferat('Инфляция и ее последствия для домохозяйств', SECOND)
    expect(originality(other, first)).toBeGreaterThanOrEqual(OTHER_TOPIC_MIN_ORIGINALITY)
    expect(originality(first, other)).toBeGreaterThanOrEqual(OTHER_TOPIC_MIN_ORIGINALITY)
  })

  it('two orders with identical inputs get different texts; one order gets the same text again', async () => {
    const twin: TClient = { ...FIRST, order: 'referat-order-103' }
    const first = await writeReferat(TOPIC, FIRST)
    const second = await writeReferat(TOPIC, twin)
    expect(second).not.toBe(first)
    expect(originality(first, second)).toBeGreaterThanOrEqual(SAME_TOPIC_MIN_ORIGINALITY)
    expect(originality(second, first)).toBeGreaterThanOrEqual(SAME_TOPIC_MIN_ORIGINALITY)
    // Deterministic per order: a retried job writes the same work.
    expect(await writeReferat(TOPIC, FIRST)).toBe(first)
  })
})
