// Demo writer of the memories after a training task: facts derived only from what happened in the chat — wrong
// attempts on a task it can check (a weak topic, naming a sign slip when that was the error), solved at the first try
// (a level), asked for the solution or climbed the hints (a preference). It never guesses beyond that.
import type { TTrainingMemoriesAnswer, TTrainingMemoriesInput } from '../prompts/training-memories.v1'
import { planOf } from './training-plans'
import { eq, studentValues } from './training-math'
import { wantsSolution } from './training-tutor'

type TFact = TTrainingMemoriesAnswer['facts'][number]

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function taskFacts(i: TTrainingMemoriesInput): TFact[] {
  const users = i.history.filter((t) => t.role === 'user').map((t) => t.content)
  const turns = users[0]?.trim() === i.task.trim() ? users.slice(1) : users
  const facts: TFact[] = []
  const plan = planOf(i.task)
  if (plan) {
    const verdicts = turns.map((t) => plan.check(t))
    const answered = verdicts.filter((v) => v.kind !== 'none')
    const wrongTurns = turns.filter((_, k) => verdicts[k]!.kind === 'wrong')
    const slip = plan.signSlip
    if (wrongTurns.length) {
      const slipped = slip && wrongTurns.some((t) => studentValues(t).some((v) => eq(v, slip)))
      facts.push({
        kind: 'weak_topic',
        content: slipped ? `${plan.topic}: путается при переносе слагаемых (забывает менять знак)` : `${plan.topic}: ошибается в вычислениях, помогает проверка подстановкой`,
      })
    } else if (answered[0]?.kind === 'right' && !turns.some(wantsSolution)) {
      facts.push({ kind: 'level', content: `${plan.topic}: решает уверенно, с первой попытки` })
    }
  }
  if (turns.some(wantsSolution)) facts.push({ kind: 'preference', content: 'Когда застревает, просит показать решение целиком' })
  else if (turns.length >= 3) facts.push({ kind: 'preference', content: 'Идёт к ответу маленькими шагами с подсказками' })
  return facts
}

export function demoTrainingMemories(i: TTrainingMemoriesInput): TTrainingMemoriesAnswer {
  const facts =
    i.kind === 'defense'
      ? // The defense task reads «Защита работы: <тема>»: the fact keeps the topic.
        [{ kind: 'other' as const, content: `Готовится к защите работы «${i.task.replace(/\s+/g, ' ').replace(/^[^:«]{0,40}:\s*/, '').slice(0, 150)}»` }]
      : taskFacts(i)
  return { facts: facts.filter((f) => !i.existing.some((e) => same(e, f.content))).slice(0, 3) }
}
