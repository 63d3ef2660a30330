import { describe, expect, it } from 'vitest'
import { EXAM_LIMITS, EXAM_MESSAGES, parseExamTickets } from './parse-tickets'

const ok = (text: string) => {
  const r = parseExamTickets(text)
  if (!r.ok) throw new Error(r.error)
  return r.questions
}

describe('parseExamTickets', () => {
  it('splits numbered lines «1.», «2)» and joins a wrapped line to its question', () => {
    expect(ok('1. Понятие государства\n2) Формы правления:\nмонархия и республика\n\n3. Функции права')).toEqual([
      'Понятие государства',
      'Формы правления: монархия и республика',
      'Функции права',
    ])
  })

  it('reads «Билет 1» headings with the question on the next line, and «Билет 2. Вопрос» on one line', () => {
    expect(ok('Билет 1\nЗакон Ома для участка цепи\nБилет № 2: Первый закон Ньютона\nВопрос 3 — Инерция')).toEqual([
      'Закон Ома для участка цепи',
      'Первый закон Ньютона',
      'Инерция',
    ])
  })

  it('takes blank-line separated blocks, else one question per line, and bullets', () => {
    expect(ok('Что такое инфляция\nи её виды\n\nДенежная масса')).toEqual(['Что такое инфляция и её виды', 'Денежная масса'])
    expect(ok('Инфляция\r\nДенежная масса\r\n  Ключевая ставка  ')).toEqual(['Инфляция', 'Денежная масса', 'Ключевая ставка'])
    expect(ok('- Инфляция\n• Денежная масса')).toEqual(['Инфляция', 'Денежная масса'])
  })

  it('does not take a number inside a question for a marker', () => {
    expect(ok('1. Реформы 1861 года\n2. Война 1812 года')).toEqual(['Реформы 1861 года', 'Война 1812 года'])
  })

  it('refuses empty, too long, too many and too long or short questions in Russian', () => {
    for (const bad of ['', '   \n\n', null, 42, { text: 'x' }]) expect(parseExamTickets(bad)).toEqual({ ok: false, error: EXAM_MESSAGES.empty })
    expect(parseExamTickets('а'.repeat(EXAM_LIMITS.maxTextChars + 1))).toEqual({ ok: false, error: EXAM_MESSAGES.tooLong })
    const many = Array.from({ length: EXAM_LIMITS.maxTickets + 1 }, (_, i) => `${i + 1}. Вопрос номер ${i + 1}`).join('\n')
    expect(parseExamTickets(many)).toEqual({ ok: false, error: EXAM_MESSAGES.tooMany })
    expect(ok(Array.from({ length: EXAM_LIMITS.maxTickets }, (_, i) => `${i + 1}. Вопрос номер ${i + 1}`).join('\n'))).toHaveLength(EXAM_LIMITS.maxTickets)
    expect(parseExamTickets(`1. Коротко\n2. ${'слово '.repeat(100)}`)).toEqual({ ok: false, error: 'Вопрос 2 слишком длинный: не больше 500 символов' })
    expect(parseExamTickets('1. Да\n2. Нормальный вопрос')).toEqual({ ok: false, error: 'Вопрос 1 слишком короткий' })
  })

  it('drops control characters', () => {
    expect(ok('1. Инфля\u0007ция\n2. Ставка')).toEqual(['Инфляция', 'Ставка'])
  })
})
