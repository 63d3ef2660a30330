// The essay title page a client fills once and reuses (platform spec §7 CreateOrUpdateTitlePageData).
import { z } from 'zod'

const text = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(300, `Кажется, ты ввёл ${field} некорректно`).nullish(),
  )

export const ZTitlePageData = z.object({
  university: text('вуз'),
  faculty: text('факультет'),
  department: text('кафедру'),
  group: text('группу'),
  studentName: text('имя студента'),
  teacherName: text('имя преподавателя'),
  city: text('город'),
  year: z.number().int().min(1900, 'Кажется, ты ввёл год некорректно').max(2100, 'Кажется, ты ввёл год некорректно').nullish(),
})

export type TTitlePageData = z.output<typeof ZTitlePageData>
