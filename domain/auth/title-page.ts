// The title page a client saves once and every product reuses (platform spec §7 CreateOrUpdateTitlePageData,
// issue 33 item 9): the text work, the presentation and the AI referat read it, and each one's title form writes it
// back. The fields are the text work's (domain/essay/title-page.ts) under the names the platform's call gives them.
import { z } from 'zod'
import { ZEssayTitlePageData, type TEssayTitlePageData } from '../essay/title-page'
import type { TPresentationTitlePage } from '../presentation/input'
import type { TWorkDocumentInput } from '../essay/work-document'

const field = ZEssayTitlePageData.shape

export const ZTitlePageData = z.object({
  ministry: field.ministry,
  university: field.institutionTitle,
  faculty: field.faculty,
  department: field.department,
  specialty: field.specialty,
  subject: field.subject,
  group: field.group,
  studentName: field.fullName,
  /** «Выполнил» / «Выполнила»; none chosen prints «Выполнил». */
  authorForm: field.authorForm,
  teacherName: field.teacherName,
  /** «Проверил» / «Проверила»; none chosen prints «Проверил». */
  teacherForm: field.teacherForm,
  city: field.institutionCity,
  year: field.year,
})

export type TTitlePageData = z.output<typeof ZTitlePageData>

/** The saved set as the text work's form holds it (its work type is the work's own). */
export function essayTitlePageFromSaved(t: TTitlePageData): TEssayTitlePageData {
  return {
    ministry: t.ministry ?? null,
    institutionTitle: t.university ?? null,
    faculty: t.faculty ?? null,
    department: t.department ?? null,
    specialty: t.specialty ?? null,
    subject: t.subject ?? null,
    workType: null,
    fullName: t.studentName ?? null,
    group: t.group ?? null,
    teacherName: t.teacherName ?? null,
    institutionCity: t.city ?? null,
    authorForm: t.authorForm ?? null,
    teacherForm: t.teacherForm ?? null,
    year: t.year ?? null,
  }
}

/** What the text work's title page changes in the saved set: every field (its work type stays the work's own). */
export function savedFromEssayTitlePage(e: TEssayTitlePageData): TTitlePageData {
  return {
    ministry: e.ministry ?? null,
    university: e.institutionTitle ?? null,
    faculty: e.faculty ?? null,
    department: e.department ?? null,
    specialty: e.specialty ?? null,
    subject: e.subject ?? null,
    group: e.group ?? null,
    studentName: e.fullName ?? null,
    authorForm: e.authorForm ?? null,
    teacherName: e.teacherName ?? null,
    teacherForm: e.teacherForm ?? null,
    city: e.institutionCity ?? null,
    year: e.year ?? null,
  }
}

/** The title slide's lines from the saved set (the slide has no ministry, faculty, department or specialty). */
export function presentationTitlePageFromSaved(t: TTitlePageData): TPresentationTitlePage {
  const lines = {
    institution: t.university,
    subject: t.subject,
    studentName: t.studentName,
    group: t.group,
    teacherName: t.teacherName,
    city: t.city,
    year: t.year,
    authorForm: t.authorForm,
    teacherForm: t.teacherForm,
  }
  return Object.fromEntries(Object.entries(lines).filter(([, v]) => v != null)) as TPresentationTitlePage
}

/**
 * What the title slide changes in the saved set: the fields the slide has, a cleared one as null; the rest
 * (ministry, faculty, department, specialty) is not the slide's to clear.
 */
export function savedFromPresentationTitlePage(p: TPresentationTitlePage): Partial<TTitlePageData> {
  return {
    university: p.institution ?? null,
    subject: p.subject ?? null,
    group: p.group ?? null,
    studentName: p.studentName ?? null,
    authorForm: p.authorForm ?? null,
    teacherName: p.teacherName ?? null,
    teacherForm: p.teacherForm ?? null,
    city: p.city ?? null,
    year: p.year ?? null,
  }
}

/** A document's title page (DOCX) from the saved set, for a work of the given type; the year is this one when none is saved. */
export function workTitlePageFromSaved(t: TTitlePageData | null, workTypeLabel: string, now = new Date()): TWorkDocumentInput['titlePage'] {
  const v = (s: string | null | undefined) => s ?? undefined
  return {
    ministry: v(t?.ministry),
    institution: v(t?.university),
    faculty: v(t?.faculty),
    department: v(t?.department),
    workTypeLabel,
    subject: v(t?.subject),
    studentName: v(t?.studentName),
    group: v(t?.group),
    teacher: v(t?.teacherName),
    authorForm: t?.authorForm ?? undefined,
    teacherForm: t?.teacherForm ?? undefined,
    city: v(t?.city),
    year: t?.year ?? now.getFullYear(),
  }
}
