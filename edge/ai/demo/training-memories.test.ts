// The demo memories come only from what happened: a sign slip on a linear equation → that weak topic, the first try
// right → a level, asking for the solution → a preference; nothing invented, nothing already kept, at most 3.
import { describe, expect, it } from 'vitest'
import { trainingMemoriesV1, type TTrainingMemoriesInput } from '../prompts/training-memories.v1'
import { demoTrainingMemories } from './training-memories'

const TASK = 'Реши уравнение 3x + 5 = 20'
const input = (turns: string[], o: Partial<TTrainingMemoriesInput> = {}): TTrainingMemoriesInput => ({
  kind: 'task',
  task: TASK,
  history: [{ role: 'user', content: o.task ?? TASK }, ...turns.flatMap((t) => [{ role: 'assistant' as const, content: '…' }, { role: 'user' as const, content: t }])],
  existing: [],
  ...o,
})
const facts = (i: TTrainingMemoriesInput) => trainingMemoriesV1.schema.parse(demoTrainingMemories(i)).facts

describe('demo memories', () => {
  it('names the sign slip as the weak topic when a wrong answer was the sign slip', () => {
    // 3x = 20 + 5 → x = 25/3 is what forgetting to change the sign gives.
    expect(facts(input(['x = 25/3', 'x = 5']))).toEqual([{ kind: 'weak_topic', content: 'Линейные уравнения: путается при переносе слагаемых (забывает менять знак)' }])
    expect(facts(input(['x = 4', 'x = 5']))[0]).toEqual({ kind: 'weak_topic', content: 'Линейные уравнения: ошибается в вычислениях, помогает проверка подстановкой' })
  })

  it('keeps a level fact when solved at the first try, and a preference when the solution was asked for', () => {
    expect(facts(input(['x = 5']))).toEqual([{ kind: 'level', content: 'Линейные уравнения: решает уверенно, с первой попытки' }])
    expect(facts(input(['покажи решение', 'x = 5']))).toEqual([{ kind: 'preference', content: 'Когда застревает, просит показать решение целиком' }])
  })

  it('keeps nothing it did not see, and nothing already kept', () => {
    expect(facts(input([]))).toEqual([])
    expect(facts(input(['x = 5'], { existing: ['линейные уравнения: решает уверенно, с первой попытки'] }))).toEqual([])
    expect(facts(input(['хм'], { task: 'Почему небо голубое?' }))).toEqual([])
  })

  it('notes a mock defense as a fact about the student, within the length limit', () => {
    const [f] = facts(input(['ответ'], { kind: 'defense', task: 'Защита работы: Цифровая экономика' }))
    expect(f).toEqual({ kind: 'other', content: 'Готовится к защите работы «Цифровая экономика»' })
  })
})
