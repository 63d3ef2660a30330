// taskSimilarity over the hand-labelled pairs (tests/fixtures/task-similarity-pairs.ts): the same task ≥ 0.95 however it is spelled,
// the same task with other numbers ≥ 0.80 and below the same task, another task < 0.40, the same topic between them on
// average; and the cases of issue 34 by name.
import { describe, expect, it } from 'vitest'
import { taskSimilarity } from './task-similarity'
import { SIMILARITY_PAIRS, type TSimilarityLabel } from '../../tests/fixtures/task-similarity-pairs'

const scored = SIMILARITY_PAIRS.map((p) => ({ ...p, score: taskSimilarity(p.question, p.candidate) }))
const of = (label: TSimilarityLabel) => scored.filter((p) => p.label === label)
const mean = (label: TSimilarityLabel) => of(label).reduce((sum, p) => sum + p.score, 0) / of(label).length
/** The pairs failing a bar, named, so a failure says which. */
const failing = (label: TSimilarityLabel, ok: (score: number) => boolean) => of(label).filter((p) => !ok(p.score)).map((p) => `${p.score} ${p.question} ⇄ ${p.candidate}`)

describe('the labelled set', () => {
  it('holds at least 100 pairs, each label 20 times at least', () => {
    expect(SIMILARITY_PAIRS.length).toBeGreaterThanOrEqual(100)
    for (const label of ['exact', 'numbers', 'topic', 'unrelated'] as const) expect(of(label).length, label).toBeGreaterThanOrEqual(20)
  })
})

describe('taskSimilarity', () => {
  it('scores the same task, however spelled, 0.95 or more', () => {
    expect(failing('exact', (s) => s >= 0.95)).toEqual([])
  })

  it('scores the same task with other numbers 0.80 or more', () => {
    expect(failing('numbers', (s) => s >= 0.8)).toEqual([])
  })

  it('scores another task below 0.40', () => {
    expect(failing('unrelated', (s) => s < 0.4)).toEqual([])
  })

  it('orders the labels on average: the same task, other numbers, the same topic, another task', () => {
    expect(mean('exact')).toBeGreaterThan(mean('numbers'))
    expect(mean('numbers')).toBeGreaterThan(mean('topic'))
    expect(mean('topic')).toBeGreaterThan(mean('unrelated'))
  })

  it('keeps 0–1 and reads both ways alike for the same task', () => {
    for (const p of scored) {
      expect(p.score).toBeGreaterThanOrEqual(0)
      expect(p.score).toBeLessThanOrEqual(1)
    }
    for (const p of of('exact')) expect(taskSimilarity(p.candidate, p.question)).toBeGreaterThanOrEqual(0.95)
  })

  it('tells the photo’s equation from a Cauchy problem and a Cramer system, and a derivative from a max/min problem (issue 34)', () => {
    const photo = 'Решите уравнение x² − 5x + 6 = 0. Сделайте проверку найденных корней.'
    const same = taskSimilarity(photo, 'Решите уравнение х^2 - 5х + 6 = 0. Сделайте проверку найденных корней')
    const cauchy = taskSimilarity(photo, 'Решите задачу Коши для дифференциального уравнения y′ = 2xy, y(0) = 1. Сделайте проверку.')
    const cramer = taskSimilarity(photo, 'Решите систему линейных уравнений методом Крамера: x + 2y = 5, 3x − y = 1. Сделайте проверку найденных корней.')
    expect(same).toBeGreaterThanOrEqual(0.95)
    expect(Math.max(cauchy, cramer)).toBeLessThan(0.4)
    const derivative = 'Найдите производную функции y = x² · sin x.'
    expect(taskSimilarity(derivative, 'Найдите производную функции y = x³ · sin x.')).toBeGreaterThanOrEqual(0.8)
    expect(taskSimilarity(derivative, 'Найдите наибольшее и наименьшее значения функции y = 2x³ + 3x² − 12x на отрезке [−2; 2].')).toBeLessThan(0.4)
  })

  it('scores an exact duplicate above the same task with other numbers', () => {
    const task = 'Тело массой 2 кг движется с ускорением 3 м/с². Найдите равнодействующую силу.'
    const other = 'Тело массой 5 кг движется с ускорением 0,4 м/с². Найдите равнодействующую силу.'
    expect(taskSimilarity(task, task)).toBe(1)
    expect(taskSimilarity(task, other)).toBeLessThan(taskSimilarity(task, task))
  })
})
