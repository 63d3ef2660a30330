import { describe, expect, it } from 'vitest'
import { subjectOfTopic } from './subject-of-topic'

describe('subjectOfTopic', () => {
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
