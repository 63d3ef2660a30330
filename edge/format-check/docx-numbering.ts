// List and heading numbers from numbering.xml: which label («1.», «а)», «•») a numbered paragraph shows. Counters
// run per list (numId) and a level restarts when a higher one moves on, as Word does by default.
import { child, children, numAttr, type TXmlNode } from './xml'
import type { TListLabel } from './docx-model'
import { paraProps, type TPartialPara } from './docx-styles'

type TLevel = { numFmt: string; lvlText: string; start: number; font?: string; pPr: TPartialPara }

const RU_LOWER = 'абвгдежзиклмнопрстуфхцчшщэюя'

function format(n: number, numFmt: string): string {
  switch (numFmt) {
    case 'lowerLetter':
      return String.fromCharCode(96 + (((n - 1) % 26) + 1))
    case 'upperLetter':
      return String.fromCharCode(64 + (((n - 1) % 26) + 1))
    case 'russianLower':
      return RU_LOWER[(n - 1) % RU_LOWER.length]!
    case 'russianUpper':
      return RU_LOWER[(n - 1) % RU_LOWER.length]!.toUpperCase()
    case 'lowerRoman':
    case 'upperRoman': {
      const r = roman(n)
      return numFmt === 'lowerRoman' ? r.toLowerCase() : r
    }
    default:
      return String(n)
  }
}

function roman(n: number): string {
  const table: [number, string][] = [[1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']]
  let out = ''
  for (const [v, s] of table) {
    while (n >= v) {
      out += s
      n -= v
    }
  }
  return out
}

export type TNumbering = {
  /** The label of the next paragraph in list `numId` at level `ilvl`, counting it. */
  next(numId: string, ilvl: number): TListLabel | undefined
  /** The indentation the level sets, between the style's and the paragraph's own. */
  levelProps(numId: string, ilvl: number): TPartialPara
}

export function readNumbering(numbering: TXmlNode | undefined): TNumbering {
  const abstract = new Map<string, TLevel[]>()
  for (const a of children(numbering, 'w:abstractNum')) {
    const levels: TLevel[] = []
    for (const l of children(a, 'w:lvl')) {
      const i = numAttr(l, 'w:ilvl') ?? levels.length
      levels[i] = {
        numFmt: child(l, 'w:numFmt')?.attrs['w:val'] ?? 'decimal',
        lvlText: child(l, 'w:lvlText')?.attrs['w:val'] ?? '',
        start: numAttr(child(l, 'w:start'), 'w:val') ?? 1,
        font: child(child(l, 'w:rPr'), 'w:rFonts')?.attrs['w:ascii'],
        pPr: paraProps(child(l, 'w:pPr')),
      }
    }
    abstract.set(a.attrs['w:abstractNumId'] ?? '', levels)
  }
  const nums = new Map<string, { levels: TLevel[]; starts: Map<number, number> }>()
  for (const n of children(numbering, 'w:num')) {
    const levels = abstract.get(child(n, 'w:abstractNumId')?.attrs['w:val'] ?? '') ?? []
    const starts = new Map<number, number>()
    for (const o of children(n, 'w:lvlOverride')) {
      const s = numAttr(child(o, 'w:startOverride'), 'w:val')
      if (s !== undefined) starts.set(numAttr(o, 'w:ilvl') ?? 0, s)
    }
    nums.set(n.attrs['w:numId'] ?? '', { levels, starts })
  }
  const counters = new Map<string, number[]>()
  return {
    levelProps: (numId, ilvl) => nums.get(numId)?.levels[ilvl]?.pPr ?? {},
    next(numId, ilvl) {
      const num = nums.get(numId)
      const level = num?.levels[ilvl]
      if (!num || !level || numId === '0') return undefined
      const c = counters.get(numId) ?? []
      const startOf = (i: number) => num.starts.get(i) ?? num.levels[i]?.start ?? 1
      c[ilvl] = c[ilvl] === undefined ? startOf(ilvl) : c[ilvl]! + 1
      for (let i = ilvl + 1; i < c.length; i++) c[i] = undefined as unknown as number
      counters.set(numId, c)
      if (level.numFmt === 'bullet' || level.numFmt === 'none') return { numFmt: level.numFmt, text: level.lvlText, font: level.font }
      const text = level.lvlText.replace(/%(\d)/g, (_, k: string) => {
        const i = Number(k) - 1
        return format(c[i] ?? startOf(i), num.levels[i]?.numFmt ?? 'decimal')
      })
      return { numFmt: level.numFmt, text, font: level.font }
    },
  }
}
