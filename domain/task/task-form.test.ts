import { describe, expect, it } from 'vitest'
import {
  answerErrors,
  answerOrderId,
  checkTaskAttachment,
  filterSubjects,
  isSimilarTask,
  orderLocation,
  orderSubjects,
  parseTaskStartParams,
  resolveSubject,
  startAddressWith,
  TASK_QUESTION_MAX,
  taskRequestBody,
  validateTaskForm,
} from './task-form'

const MB = 1024 * 1024

describe('validateTaskForm', () => {
  it('asks for the subject and for a question or a photo in the spec’s words', () => {
    expect(validateTaskForm({ subjectId: null, question: '   ', hasRecognisedFile: false })).toEqual({
      subject: 'Заполни предмет, чтобы отправить вопрос',
      question: 'Напиши вопрос или приложи фото, чтобы отправить',
    })
  })
  it('takes a recognised photo instead of typed text', () => {
    expect(validateTaskForm({ subjectId: 3, question: '', hasRecognisedFile: true })).toEqual({})
    expect(validateTaskForm({ subjectId: 3, question: 'Найди x', hasRecognisedFile: false })).toEqual({})
  })
  it('refuses a question over the limit, at the limit it passes', () => {
    expect(validateTaskForm({ subjectId: 3, question: 'я'.repeat(TASK_QUESTION_MAX), hasRecognisedFile: false })).toEqual({})
    expect(validateTaskForm({ subjectId: 3, question: 'я'.repeat(TASK_QUESTION_MAX + 1), hasRecognisedFile: true }).question).toBe(`Вопрос не может быть длиннее ${TASK_QUESTION_MAX} символов`)
  })
  it('a subject id must be a positive integer; the AI start goes without one', () => {
    for (const subjectId of [0, -1, 1.5, Number.NaN]) expect(validateTaskForm({ subjectId, question: 'x', hasRecognisedFile: false }).subject).toBeTruthy()
    expect(validateTaskForm({ subjectId: null, question: 'x', hasRecognisedFile: false }, 'ai')).toEqual({})
  })
})

describe('checkTaskAttachment', () => {
  it('takes the allowed extensions in any case, with the name cut at 15 plus the extension', () => {
    expect(checkTaskAttachment({ name: 'ЗАДАЧА.PNG', size: 10 })).toEqual({ ok: true, displayName: 'ЗАДАЧА.PNG', isImage: true, recognisable: true })
    expect(checkTaskAttachment({ name: 'очень_длинное_имя_задачи.JpEg', size: 10 })).toMatchObject({ ok: true, displayName: 'очень_длинное_и….jpeg' })
    expect(checkTaskAttachment({ name: 'таблица.xlsx', size: 10 })).toMatchObject({ ok: true, isImage: false, recognisable: false })
    expect(checkTaskAttachment({ name: 'конспект.docx', size: 10 })).toMatchObject({ ok: true, isImage: false, recognisable: true })
  })
  it('refuses other formats and files over 10 MB with the spec’s messages', () => {
    for (const name of ['вирус.exe', 'без_расширения', 'архив.zip', 'png']) expect(checkTaskAttachment({ name, size: 10 })).toEqual({ ok: false, error: 'Упс 😳 Такой формат не подходит, попробуй другой' })
    expect(checkTaskAttachment({ name: 'фото.jpg', size: 10 * MB + 1 })).toEqual({ ok: false, error: 'Упс 😳 Файлы слишком большие, попробуй другие' })
    expect(checkTaskAttachment({ name: 'фото.jpg', size: 10 * MB })).toMatchObject({ ok: true })
  })
})

describe('parseTaskStartParams', () => {
  it('prefills the question from search and the subject from order_subject_id before subject', () => {
    expect(parseTaskStartParams({ search: 'Реши уравнение', order_subject_id: '7', subject: '3' })).toMatchObject({ question: 'Реши уравнение', subject: { id: 7 } })
    expect(parseTaskStartParams({ subject: 'Physics' })).toMatchObject({ subject: { slug: 'physics' } })
    expect(parseTaskStartParams({ order_subject_id: 'abc;drop', subject: '12' })).toMatchObject({ subject: { id: 12 } })
  })
  it('drops what is malformed', () => {
    expect(parseTaskStartParams({ subject: '0', librarySearchAiPopup: 'hack', libraryWork: '../x', lw_open_first: 'false' })).toEqual({
      question: '',
      subject: null,
      libraryPopup: null,
      libraryWork: null,
      lwOpenFirst: false,
    })
    expect(parseTaskStartParams({ search: 'я'.repeat(TASK_QUESTION_MAX + 10) }).question).toHaveLength(TASK_QUESTION_MAX)
  })
  it('reads librarySearchAiPopup, libraryWork and lw_open_first', () => {
    expect(parseTaskStartParams({ librarySearchAiPopup: 'openLibraryWork', libraryWork: 'fiz-mayatnik', lw_open_first: '1' })).toMatchObject({ libraryPopup: 'openLibraryWork', libraryWork: 'fiz-mayatnik', lwOpenFirst: true })
    expect(parseTaskStartParams({ librarySearchAiPopup: 'openLibrarySearch', lw_open_first: '' }).libraryPopup).toBe('openLibrarySearch')
  })
})

describe('subjects', () => {
  const list = [
    { id: 1, title: 'Химия', slug: 'chemistry', isPopular: false, sortOrder: 1 },
    { id: 2, title: 'Физика', slug: 'physics', isPopular: true, sortOrder: 5 },
    { id: 3, title: 'Алгебра', slug: 'algebra', isPopular: true, sortOrder: 2 },
    { id: 4, title: 'Естествознание', slug: 'nature', isPopular: false, sortOrder: 9 },
  ]
  it('puts popular ones first, then by sort order', () => {
    expect(orderSubjects(list).map((s) => s.id)).toEqual([3, 2, 1, 4])
  })
  it('filters by a part of the title, case and ё aside', () => {
    expect(filterSubjects(list, 'ФИЗ').map((s) => s.id)).toEqual([2])
    expect(filterSubjects(list, 'ёСТЕСТВО').map((s) => s.id)).toEqual([4])
    expect(filterSubjects(list, '').length).toBe(4)
  })
  it('resolves an id or a slug, unknown ones to null', () => {
    expect(resolveSubject(list, { id: 2 })?.title).toBe('Физика')
    expect(resolveSubject(list, { slug: 'algebra' })?.id).toBe(3)
    expect(resolveSubject(list, { id: 99 })).toBeNull()
  })
})

describe('submit', () => {
  it('builds the search body with the recognition id; the AI body without it', () => {
    const base = { question: '  Найди x  ', recognisedText: 'Найди y', recognitionId: 'r1', subjectId: 5, getParams: { utm_source: 'vk' } }
    expect(taskRequestBody({ ...base, mode: 'task' })).toEqual({ query: 'Найди x', get_params: { utm_source: 'vk' }, subject_id: 5, recognition_id: 'r1' })
    expect(taskRequestBody({ ...base, mode: 'ai', getParams: {} })).toEqual({ query: 'Найди x', subject_id: 5 })
    expect(taskRequestBody({ ...base, question: '', mode: 'task' }).query).toBe('Найди y')
  })
  it('merges error and errors into one list', () => {
    expect(answerErrors({ unified_order_id: null, error: 'Предмет не найден', errors: ['Предмет не найден', 'Слишком длинный вопрос', ''] })).toEqual(['Предмет не найден', 'Слишком длинный вопрос'])
    expect(answerErrors(null)).toEqual([])
    expect(answerErrors('<html>')).toEqual([])
  })
  it('reads only a positive integer order id', () => {
    expect(answerOrderId({ unified_order_id: 123 })).toBe(123)
    for (const v of [null, 0, -1, '5', 1.5]) expect(answerOrderId({ unified_order_id: v })).toBeNull()
  })
  it('navigates signed-in clients to the order, guests to the preview, the AI start to the AI order', () => {
    expect(orderLocation({ mode: 'task', id: 9, signedIn: true })).toBe('/ecosystem/task-solver/9')
    expect(orderLocation({ mode: 'task', id: 9, signedIn: false })).toBe('/ecosystem/task-solver/preview/9')
    expect(orderLocation({ mode: 'task', id: 9, signedIn: true, lwOpenFirst: true })).toBe('/ecosystem/task-solver/9?lw_open_first=1')
    expect(orderLocation({ mode: 'ai', id: 9, signedIn: false })).toBe('/ecosystem/ai/9')
  })
})

describe('isSimilarTask', () => {
  const text = 'Найди  производную  функции y = x²'
  it('matches a task or library order in progress or completed with the same text', () => {
    expect(isSimilarTask({ typeId: 1, status: 'IN_PROGRESS', text: 'найди производную функции Y = x²' }, text)).toBe(true)
    expect(isSimilarTask({ typeId: 2, status: 'COMPLETED', text }, text)).toBe(true)
  })
  it('not another type, status or text', () => {
    expect(isSimilarTask({ typeId: 3, status: 'COMPLETED', text }, text)).toBe(false)
    expect(isSimilarTask({ typeId: 1, status: 'CANCELED', text }, text)).toBe(false)
    expect(isSimilarTask({ typeId: 1, status: 'DRAFT', text }, text)).toBe(false)
    expect(isSimilarTask({ typeId: 1, status: 'COMPLETED', text: `${text} и вторую` }, text)).toBe(false)
    expect(isSimilarTask({ typeId: 1, status: 'COMPLETED', text: null }, '')).toBe(false)
  })
})

describe('startAddressWith', () => {
  it('carries the typed question and subject back after sign-in, keeps other parameters, drops the popup flag', () => {
    expect(startAddressWith({ pathname: '/ecosystem/task-solver', search: '?utm_source=vk&search=old&librarySearchAiPopup=openLibrarySearch', question: ' Найди x & y ', subjectId: 11 })).toBe(
      '/ecosystem/task-solver?utm_source=vk&search=%D0%9D%D0%B0%D0%B9%D0%B4%D0%B8+x+%26+y&order_subject_id=11',
    )
    expect(startAddressWith({ pathname: '/ecosystem/ai', search: '?search=old', question: '', subjectId: null })).toBe('/ecosystem/ai')
  })
})
