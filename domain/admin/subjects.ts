// The back-office's subject form (orders.md §3 Subject): the title in three cases, the address, the popular flag and
// the place in the lists. A taken address or title is refused on the server.
import { z } from 'zod'
import { versionMessage } from './form-errors'

const title = (label: string) =>
  z
    .string({ error: `Заполни «${label}»` })
    .transform((s) => s.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, `Заполни «${label}»`).max(100, `«${label}»: не длиннее 100 символов`))

export const ZUpdateSubjectInput = z.object({
  version: z.number({ error: versionMessage }).int(versionMessage).min(1, versionMessage),
  title: title('Название'),
  titleDative: title('Кому? Чему? (дательный)'),
  titleGenitive: title('Кого? Чего? (родительный)'),
  slug: z
    .string({ error: 'Заполни адрес' })
    .min(2, 'Адрес: не короче 2 символов')
    .max(60, 'Адрес: не длиннее 60 символов')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Адрес: латинские буквы, цифры и дефисы между словами'),
  isPopular: z.boolean({ error: 'Укажи, популярный ли предмет' }),
  sortOrder: z
    .number({ error: 'Порядок — целое число' })
    .int('Порядок — целое число')
    .min(-100_000, 'Порядок: от −100 000 до 100 000')
    .max(100_000, 'Порядок: от −100 000 до 100 000'),
})

export type TAdminSubject = {
  id: number
  title: string
  titleDative: string
  titleGenitive: string
  group: string
  slug: string
  isPopular: boolean
  sortOrder: number
  inClient: boolean
  inLibrary: boolean
  inReferat: boolean
  libraryWorksCount: number
  aiReferatsCount: number
  version: number
}
