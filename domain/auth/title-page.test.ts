// The one saved title page and each product's form (issue 33 item 9): what each form reads from it and writes back.
import { describe, expect, it } from 'vitest'
import { essayTitlePageFromSaved, presentationTitlePageFromSaved, savedFromEssayTitlePage, savedFromPresentationTitlePage, workTitlePageFromSaved, ZTitlePageData } from './title-page'

const saved = ZTitlePageData.parse({
  ministry: 'Минобрнауки России',
  university: 'КФУ',
  faculty: 'ИУЭиФ',
  department: 'Кафедра экономики',
  specialty: '38.03.01',
  subject: 'Микроэкономика',
  group: 'ЭК-22',
  studentName: 'Петрова Анна',
  authorForm: 'VYPOLNILA',
  teacherName: 'Смирнова Е. В.',
  teacherForm: 'PROVERILA',
  city: 'Казань',
  year: '2027',
})

describe('the saved title page', () => {
  it('goes into the text work’s form and back unchanged, the work type staying the work’s own', () => {
    const essay = essayTitlePageFromSaved(saved)
    expect(essay).toMatchObject({ institutionTitle: 'КФУ', fullName: 'Петрова Анна', institutionCity: 'Казань', workType: null, authorForm: 'VYPOLNILA', teacherForm: 'PROVERILA', year: 2027 })
    expect(savedFromEssayTitlePage(essay)).toEqual(saved)
  })

  it('gives the slide its lines; the slide’s save clears what it cleared and leaves what it has not', () => {
    const slide = presentationTitlePageFromSaved(saved)
    expect(slide).toEqual({ institution: 'КФУ', subject: 'Микроэкономика', studentName: 'Петрова Анна', group: 'ЭК-22', teacherName: 'Смирнова Е. В.', city: 'Казань', year: 2027, authorForm: 'VYPOLNILA', teacherForm: 'PROVERILA' })
    const { subject: _cleared, ...rest } = slide
    const patch = savedFromPresentationTitlePage(rest)
    expect(patch.subject).toBeNull()
    for (const notOnTheSlide of ['ministry', 'faculty', 'department', 'specialty']) expect(patch).not.toHaveProperty(notOnTheSlide)
    expect({ ...saved, ...patch }).toEqual({ ...saved, subject: null })
  })

  it('fills a document’s title page, with this year when none is saved', () => {
    expect(workTitlePageFromSaved(saved, 'Реферат')).toMatchObject({ workTypeLabel: 'Реферат', institution: 'КФУ', studentName: 'Петрова Анна', teacher: 'Смирнова Е. В.', authorForm: 'VYPOLNILA', teacherForm: 'PROVERILA', city: 'Казань', year: 2027 })
    expect(workTitlePageFromSaved(null, 'Реферат', new Date('2031-03-01'))).toEqual(expect.objectContaining({ workTypeLabel: 'Реферат', year: 2031, studentName: undefined }))
  })
})
