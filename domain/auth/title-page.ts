// The title page a client saves once and reuses (platform spec §7 CreateOrUpdateTitlePageData): the text work's one
// title page schema (domain/essay/title-page.ts), its fields under the names the platform's call gives them.
import { z } from 'zod'
import { ZEssayTitlePageData } from '../essay/title-page'

const field = ZEssayTitlePageData.shape

export const ZTitlePageData = z.object({
  university: field.institutionTitle,
  faculty: field.faculty,
  department: field.department,
  group: field.group,
  studentName: field.fullName,
  teacherName: field.teacherName,
  city: field.institutionCity,
  year: field.year,
})

export type TTitlePageData = z.output<typeof ZTitlePageData>
