// A formatting profile is data: the numbers a work is checked against (issue 37 part 1). The schema validates a
// profile a user saves; GOST_7_32 is the default. Lengths are in twips (1/20 pt, 1/1440 inch): OOXML stores them so,
// and comparing in the file's own unit keeps rounding out of the checks.
import { z } from 'zod'

/** Millimetres to twips, rounded as Word rounds them when one types millimetres. */
export const mmToTwips = (mm: number) => Math.round((mm * 1440) / 25.4)
export const cmToTwips = (cm: number) => mmToTwips(cm * 10)

const ZRange = z.object({ min: z.number(), max: z.number() }).refine((r) => r.min <= r.max, { message: 'Минимум больше максимума' })
const ZAlignment = z.enum(['left', 'center', 'right', 'both'])

const ZHeadingRule = z.object({
  /** upper: «ВВЕДЕНИЕ»; sentence: the first letter a capital, the rest as written. */
  case: z.enum(['upper', 'sentence']),
  bold: z.boolean(),
  alignment: ZAlignment,
  /** Starts at the paragraph indent (the body's first-line indent) rather than the margin. */
  indent: z.boolean(),
  fullStop: z.literal(false),
  newPage: z.boolean(),
  /** Twips before and after, when the profile names them (GOST 7.32 does not). */
  spacing: z.object({ before: z.number().optional(), after: z.number().optional() }).optional(),
})

export const ZFormatProfile = z.object({
  id: z.string().min(1).max(60),
  name: z.string().min(1).max(200),
  /** Where the numbers come from: a standard or a university's guidelines, named so a reader can check them. */
  source: z.string().min(1).max(500),
  page: z.object({
    width: z.number().positive(),
    height: z.number().positive(),
    margins: z.object({ top: z.number().min(0), right: z.number().min(0), bottom: z.number().min(0), left: z.number().min(0) }),
    /** How far a length may be off and still pass, twips (about 1 mm). */
    tolerance: z.number().min(0),
  }),
  body: z.object({
    fonts: z.array(z.string().min(1)).min(1),
    /** Points. */
    size: ZRange,
    color: z.literal('000000').or(z.string().regex(/^[0-9A-F]{6}$/)),
    /** Line spacing as a multiple of single (1.5). */
    lineSpacing: z.number().positive(),
    firstLineIndent: z.number().min(0),
    alignment: ZAlignment,
  }),
  headings: z.object({
    /** СОДЕРЖАНИЕ, ВВЕДЕНИЕ…: names in upper case as the profile writes them, and which a work must have. */
    structural: z.array(z.object({ name: z.string().min(1), required: z.boolean(), aliases: z.array(z.string()).default([]) })),
    structuralRule: ZHeadingRule,
    /** Section headings «1 Название», «1.1 Название» by level (index 0 = chapters). */
    levels: z.array(ZHeadingRule).min(1).max(4),
    /** «1» and «1.1», no dot after the number. */
    numbering: z.enum(['decimal-no-dot', 'decimal-dot']),
  }),
  pageNumbers: z.object({
    position: z.enum(['bottom-center', 'bottom-right', 'top-center', 'top-right']),
    format: z.enum(['decimal', 'roman']),
    /** The title page counts as page 1 but shows no number. */
    titleCounted: z.boolean(),
    titleHidden: z.boolean(),
  }),
  captions: z.object({
    figure: z.object({ word: z.string().min(1), position: z.enum(['below', 'above']), alignment: ZAlignment }),
    table: z.object({ word: z.string().min(1), position: z.enum(['below', 'above']), alignment: ZAlignment }),
    /** Through the whole work (1, 2, 3) or within each chapter (1.1, 1.2, 2.1). */
    numbering: z.enum(['through', 'by-chapter', 'either']),
    /** The dashes allowed between the number and the name. */
    dashes: z.array(z.string().min(1)).min(1),
  }),
  lists: z.object({
    /** Bullet marks a list may use; any other symbol is reported. */
    bullets: z.array(z.string().min(1)).min(1),
  }),
  footnotes: z.object({ size: ZRange }),
  contents: z.object({ required: z.boolean() }),
  references: z.object({
    /** citation: in the order the text first cites them; alphabetical: by the first word; or either of the two. */
    order: z.enum(['citation', 'alphabetical', 'citation-or-alphabetical']),
    /** How an entry is numbered: «1.» */
    numbering: z.literal('decimal-dot'),
    style: z.literal('gost-r-7.0.100-2018'),
  }),
  appendices: z.object({
    /** Letters an appendix may be designated with, in order. */
    letters: z.string().min(1),
  }),
})

export type TFormatProfile = z.infer<typeof ZFormatProfile>
export type THeadingRule = z.infer<typeof ZHeadingRule>

const structuralHeading: THeadingRule = { case: 'upper', bold: true, alignment: 'center', indent: false, fullStop: false, newPage: true }
const sectionHeading = (newPage: boolean): THeadingRule => ({ case: 'sentence', bold: true, alignment: 'left', indent: true, fullStop: false, newPage })

// GOST 7.32-2017 «Отчёт о научно-исследовательской работе. Структура и правила оформления», as universities apply it
// to student works: the text on A4, margins left 30, right 15, top and bottom 20 mm, black Times New Roman of at
// least 12 pt (14 is what universities ask; 12–14 is the range accepted here), 1.5 spacing, a 1.25 cm indent,
// justified; each structural element and each section on a new page; numbers at the foot, centred, without a dot;
// the title page counted but not numbered; captions «Рисунок 1 – Название» under a figure and «Таблица 1 –
// Название» above a table; the references in the order the text cites them, described by GOST R 7.0.100-2018;
// appendices «ПРИЛОЖЕНИЕ А» by the Cyrillic capitals less Ё, З, Й, О, Ч, Ъ, Ы, Ь.
export const GOST_7_32: TFormatProfile = ZFormatProfile.parse({
  id: 'gost-7.32-2017',
  name: 'ГОСТ 7.32-2017',
  source: 'ГОСТ 7.32-2017 «Отчёт о научно-исследовательской работе. Структура и правила оформления»; список источников — ГОСТ Р 7.0.100-2018',
  page: {
    width: 11906,
    height: 16838,
    margins: { top: mmToTwips(20), right: mmToTwips(15), bottom: mmToTwips(20), left: mmToTwips(30) },
    tolerance: 57,
  },
  body: { fonts: ['Times New Roman'], size: { min: 12, max: 14 }, color: '000000', lineSpacing: 1.5, firstLineIndent: cmToTwips(1.25), alignment: 'both' },
  headings: {
    structural: [
      { name: 'СОДЕРЖАНИЕ', required: true, aliases: ['ОГЛАВЛЕНИЕ'] },
      { name: 'ВВЕДЕНИЕ', required: true, aliases: [] },
      { name: 'ЗАКЛЮЧЕНИЕ', required: true, aliases: ['ВЫВОДЫ', 'ВЫВОД'] },
      { name: 'СПИСОК ИСПОЛЬЗОВАННЫХ ИСТОЧНИКОВ', required: true, aliases: ['СПИСОК ЛИТЕРАТУРЫ', 'СПИСОК ИСПОЛЬЗОВАННОЙ ЛИТЕРАТУРЫ', 'ЛИТЕРАТУРА', 'БИБЛИОГРАФИЯ', 'ИСТОЧНИКИ'] },
      { name: 'РЕФЕРАТ', required: false, aliases: [] },
      { name: 'ТЕРМИНЫ И ОПРЕДЕЛЕНИЯ', required: false, aliases: [] },
      { name: 'ПЕРЕЧЕНЬ СОКРАЩЕНИЙ И ОБОЗНАЧЕНИЙ', required: false, aliases: [] },
    ],
    structuralRule: structuralHeading,
    levels: [sectionHeading(true), sectionHeading(false), sectionHeading(false)],
    numbering: 'decimal-no-dot',
  },
  pageNumbers: { position: 'bottom-center', format: 'decimal', titleCounted: true, titleHidden: true },
  captions: {
    figure: { word: 'Рисунок', position: 'below', alignment: 'center' },
    table: { word: 'Таблица', position: 'above', alignment: 'left' },
    numbering: 'either',
    // The standard prints an en dash; an em dash reads the same on the page and our own generator writes one.
    dashes: ['–', '—'],
  },
  lists: { bullets: ['–', '—', '-'] },
  // The standard lets footnotes be smaller than the text without naming a size: Word's own footnote size (10 pt) is
  // the floor accepted.
  footnotes: { size: { min: 10, max: 14 } },
  contents: { required: true },
  // The standard orders the list by first citation; universities applying it often ask for alphabetical order, and
  // our own generator writes that (domain/sources/reference-order.ts): either passes, a list in neither is reported.
  references: { order: 'citation-or-alphabetical', numbering: 'decimal-dot', style: 'gost-r-7.0.100-2018' },
  appendices: { letters: 'АБВГДЕЖИКЛМНПРСТУФХЦШЩЭЮЯ' },
})

/** The profiles a user can pick; a university's joins only with a source one can check its numbers against. */
export const FORMAT_PROFILES: readonly TFormatProfile[] = [GOST_7_32]
