import { describe, expect, it } from 'vitest'
import { subjectScores } from './subject-of-topic'

// The subject a topic's words point to most: the first of subjectScores, which the relevance check reads.
const subjectOfTopic = (topic: string) => subjectScores(topic)[0]?.subject ?? null

describe('subjectScores', () => {
  it.each([
    ['Инфляция и её влияние на экономику России', 'economics'],
    ['Роль семьи в воспитании ребёнка', 'pedagogy'],
    ['Образ Петербурга в романах Достоевского', 'literature'],
    ['Экологические проблемы мегаполисов', 'ecology'],
    ['Искусственный интеллект и нейросети в образовании', 'computer-science'],
    ['Крепостное право и реформа 1861 года', 'history'],
  ])('reads «%s» as %s', (topic, subject) => {
    expect(subjectOfTopic(topic)).toBe(subject)
  })

  it('answers null when no word points to a subject', () => {
    expect(subjectOfTopic('Мой любимый день недели')).toBeNull()
  })
})

describe('subjectScores: phrases whose words point elsewhere', () => {
  it.each([
    ['Глубокое обучение нейронных сетей', 'computer-science'],
    ['Машинное обучение в медицине', 'computer-science'],
    ['Структура научных революций Томаса Куна', 'philosophy'],
    ['Морфология волшебной сказки', 'literature'],
    ['Обучение младших школьников чтению', 'pedagogy'],
    ['Революция 1917 года в России', 'history'],
  ])('reads «%s» as %s', (topic, subject) => {
    expect(subjectScores(topic)[0]?.subject).toBe(subject)
  })
})
