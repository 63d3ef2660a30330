// What every check gets: the model, the roles, the profile, and a way to say where a paragraph is.
import type { TFormatProfile } from '../../domain/format-check/profile'
import { excerptOf, type TViolation, type TViolationKind } from '../../domain/format-check/violations'
import type { TDocxModel } from './docx-model'
import type { TRole } from './classify'

export type TCheckContext = {
  model: TDocxModel
  roles: TRole[]
  profile: TFormatProfile
  /** The estimated page of each paragraph. */
  pages: number[]
  /** ДД.ММ.ГГГГ, the access date suggested for online sources without one. */
  today: string
  out: TViolation[]
}

export function report(ctx: TCheckContext, kind: TViolationKind, paragraph: number | null, found: string, expected: string, suggestion?: string) {
  const p = paragraph === null ? undefined : ctx.model.paragraphs[paragraph]
  ctx.out.push({
    kind,
    paragraph,
    page: paragraph === null ? null : (ctx.pages[paragraph] ?? null),
    excerpt: p ? excerptOf(p.text) : '',
    found,
    expected,
    ...(suggestion !== undefined && { suggestion }),
  })
}

/** Twips as centimetres for a message: 1701 → «3 см». */
export const cm = (twips: number) => `${(Math.round((twips * 2.54) / 144) / 10).toString().replace('.', ',')} см`
/** Twips as millimetres: 1134 → «20 мм». */
export const mm = (twips: number) => `${Math.round((twips * 25.4) / 1440)} мм`

export const ALIGN_RU = { left: 'по левому краю', center: 'по центру', right: 'по правому краю', both: 'по ширине' } as const
