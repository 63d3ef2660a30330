// Word's formatting inheritance: docDefaults, then a style's basedOn chain from the root down, then the numbering
// level's paragraph properties, then the paragraph's and the run's own. Each level holds only what it sets, so the
// properties are kept partial and merged in that order.
import { child, children, numAttr, type TXmlNode } from './xml'
import type { TAlign, TParaProps, TRunProps } from './docx-model'

type TFonts = { ascii?: string; hAnsi?: string; asciiTheme?: string; hAnsiTheme?: string }
export type TPartialRun = Partial<Omit<TRunProps, 'font'>> & { fonts?: TFonts }
export type TPartialPara = Partial<TParaProps>

type TStyle = { id: string; name: string; type: string; basedOn?: string; pPr?: TXmlNode; rPr?: TXmlNode }

/** A toggle (w:b, w:caps): present means on unless its value says off. */
function toggle(node: TXmlNode | undefined): boolean | undefined {
  if (!node) return undefined
  const v = node.attrs['w:val']
  return v === undefined || !['0', 'false', 'off', 'none'].includes(v)
}

export function runProps(rPr: TXmlNode | undefined): TPartialRun {
  if (!rPr) return {}
  const out: TPartialRun = {}
  const f = child(rPr, 'w:rFonts')
  if (f) {
    const fonts: TFonts = {}
    for (const k of ['ascii', 'hAnsi', 'asciiTheme', 'hAnsiTheme'] as const) {
      const v = f.attrs[`w:${k}`]
      if (v) fonts[k] = v
    }
    out.fonts = fonts
  }
  const sz = numAttr(child(rPr, 'w:sz'), 'w:val')
  if (sz !== undefined) out.size = sz / 2
  const b = toggle(child(rPr, 'w:b'))
  if (b !== undefined) out.bold = b
  const i = toggle(child(rPr, 'w:i'))
  if (i !== undefined) out.italic = i
  const caps = toggle(child(rPr, 'w:caps'))
  if (caps !== undefined) out.caps = caps
  const u = child(rPr, 'w:u')
  if (u) out.underline = (u.attrs['w:val'] ?? 'single') !== 'none'
  const color = child(rPr, 'w:color')?.attrs['w:val']
  if (color) out.color = color.toLowerCase() === 'auto' ? undefined : color.toUpperCase()
  return out
}

const ALIGN: Record<string, TAlign> = { left: 'left', start: 'left', center: 'center', right: 'right', end: 'right', both: 'both', distribute: 'both', justify: 'both' }

export function paraProps(pPr: TXmlNode | undefined): TPartialPara {
  if (!pPr) return {}
  const out: TPartialPara = {}
  const jc = child(pPr, 'w:jc')?.attrs['w:val']
  if (jc && ALIGN[jc]) out.alignment = ALIGN[jc]
  const ind = child(pPr, 'w:ind')
  if (ind) {
    const first = numAttr(ind, 'w:firstLine')
    const hanging = numAttr(ind, 'w:hanging')
    if (hanging !== undefined) out.firstLine = -hanging
    else if (first !== undefined) out.firstLine = first
    const left = numAttr(ind, 'w:left') ?? numAttr(ind, 'w:start')
    if (left !== undefined) out.left = left
  }
  const sp = child(pPr, 'w:spacing')
  if (sp) {
    const line = numAttr(sp, 'w:line')
    if (line !== undefined) {
      out.line = line
      const rule = sp.attrs['w:lineRule']
      out.lineRule = rule === 'exact' ? 'exact' : rule === 'atLeast' ? 'atLeast' : 'auto'
    }
    const before = numAttr(sp, 'w:before')
    if (before !== undefined) out.before = before
    const after = numAttr(sp, 'w:after')
    if (after !== undefined) out.after = after
  }
  const pb = toggle(child(pPr, 'w:pageBreakBefore'))
  if (pb !== undefined) out.pageBreakBefore = pb
  const ol = numAttr(child(pPr, 'w:outlineLvl'), 'w:val')
  if (ol !== undefined) out.outlineLevel = ol
  const numPr = child(pPr, 'w:numPr')
  if (numPr) {
    const id = child(numPr, 'w:numId')?.attrs['w:val']
    if (id !== undefined) out.numId = id
    const ilvl = numAttr(child(numPr, 'w:ilvl'), 'w:val')
    if (ilvl !== undefined) out.ilvl = ilvl
  }
  return out
}

/** A level that names a slot's font replaces both the font and the theme font it inherited for that slot. */
function mergeFonts(a: TFonts | undefined, b: TFonts | undefined): TFonts | undefined {
  if (!b) return a
  const out: TFonts = { ...a }
  if (b.ascii !== undefined || b.asciiTheme !== undefined) {
    out.ascii = b.ascii
    out.asciiTheme = b.asciiTheme
  }
  if (b.hAnsi !== undefined || b.hAnsiTheme !== undefined) {
    out.hAnsi = b.hAnsi
    out.hAnsiTheme = b.hAnsiTheme
  }
  return out
}

const mergeRun = (a: TPartialRun, b: TPartialRun): TPartialRun => ({ ...a, ...b, fonts: mergeFonts(a.fonts, b.fonts) })

export type TThemeFonts = { major?: string; minor?: string }

export type TStyleSheet = {
  /** The paragraph style a paragraph without w:pStyle has. */
  defaultParagraph?: string
  styleName(id: string | undefined): string | undefined
  /** Paragraph properties of docDefaults and the style chain. */
  paragraph(styleId: string | undefined): TPartialPara
  /** Run properties of docDefaults, the paragraph style chain and the character style chain. */
  run(paraStyle: string | undefined, charStyle: string | undefined): TPartialRun
  /** Fills what nothing set with Word's own defaults and resolves theme fonts. */
  finishRun(p: TPartialRun, cyrillic: boolean): TRunProps
}

export function readStyles(styles: TXmlNode | undefined, theme: TThemeFonts): TStyleSheet {
  const byId = new Map<string, TStyle>()
  let defaultParagraph: string | undefined
  for (const s of children(styles, 'w:style')) {
    const id = s.attrs['w:styleId']
    if (!id) continue
    const type = s.attrs['w:type'] ?? 'paragraph'
    byId.set(id, { id, type, name: child(s, 'w:name')?.attrs['w:val'] ?? id, basedOn: child(s, 'w:basedOn')?.attrs['w:val'], pPr: child(s, 'w:pPr'), rPr: child(s, 'w:rPr') })
    if (type === 'paragraph' && ['1', 'true', 'on'].includes(s.attrs['w:default'] ?? '')) defaultParagraph = id
  }
  const defaults = child(styles, 'w:docDefaults')
  const defaultRun = runProps(child(child(defaults, 'w:rPrDefault'), 'w:rPr'))
  const defaultPara = paraProps(child(child(defaults, 'w:pPrDefault'), 'w:pPr'))

  /** The chain from the root style down to `id`; a loop in basedOn stops at the repeat. */
  const chain = (id: string | undefined): TStyle[] => {
    const out: TStyle[] = []
    const seen = new Set<string>()
    for (let s = id ? byId.get(id) : undefined; s && !seen.has(s.id); s = s.basedOn ? byId.get(s.basedOn) : undefined) {
      seen.add(s.id)
      out.unshift(s)
    }
    return out
  }
  const paraCache = new Map<string, TPartialPara>()
  const runCache = new Map<string, TPartialRun>()
  return {
    defaultParagraph,
    styleName: (id) => (id ? byId.get(id)?.name : undefined),
    paragraph(styleId) {
      const key = styleId ?? ''
      let p = paraCache.get(key)
      if (!p) {
        p = chain(styleId).reduce<TPartialPara>((acc, s) => ({ ...acc, ...paraProps(s.pPr) }), { ...defaultPara })
        paraCache.set(key, p)
      }
      return p
    },
    run(paraStyle, charStyle) {
      const key = `${paraStyle ?? ''}|${charStyle ?? ''}`
      let r = runCache.get(key)
      if (!r) {
        r = [...chain(paraStyle), ...chain(charStyle)].reduce<TPartialRun>((acc, s) => mergeRun(acc, runProps(s.rPr)), defaultRun)
        runCache.set(key, r)
      }
      return r
    },
    finishRun(p, cyrillic) {
      const f = p.fonts ?? {}
      const themeFont = (t: string | undefined) => (t ? (t.startsWith('major') ? theme.major : theme.minor) : undefined)
      // Word takes Cyrillic from the high-ANSI slot and Latin from the ASCII slot; a theme slot outranks a named one.
      const font = cyrillic ? (themeFont(f.hAnsiTheme) ?? f.hAnsi ?? themeFont(f.asciiTheme) ?? f.ascii) : (themeFont(f.asciiTheme) ?? f.ascii ?? themeFont(f.hAnsiTheme) ?? f.hAnsi)
      return {
        font,
        // Without any w:sz Word sets 10 pt.
        size: p.size ?? 10,
        bold: p.bold ?? false,
        italic: p.italic ?? false,
        caps: p.caps ?? false,
        underline: p.underline ?? false,
        color: p.color === '000000' ? undefined : p.color,
      }
    },
  }
}

export { mergeRun }

/** Word's defaults for what no level sets: left, no indent, single spacing, no space. */
export function finishPara(p: TPartialPara): TParaProps {
  return {
    alignment: p.alignment ?? 'left',
    firstLine: p.firstLine ?? 0,
    left: p.left ?? 0,
    line: p.line ?? 240,
    lineRule: p.lineRule ?? 'auto',
    before: p.before ?? 0,
    after: p.after ?? 0,
    pageBreakBefore: p.pageBreakBefore ?? false,
    outlineLevel: p.outlineLevel,
    numId: p.numId,
    ilvl: p.ilvl ?? 0,
  }
}

/** The theme's heading (major) and body (minor) Latin fonts. */
export function readTheme(theme: TXmlNode | undefined): TThemeFonts {
  const scheme = child(child(theme, 'a:themeElements'), 'a:fontScheme')
  return {
    major: child(child(scheme, 'a:majorFont'), 'a:latin')?.attrs['typeface'],
    minor: child(child(scheme, 'a:minorFont'), 'a:latin')?.attrs['typeface'],
  }
}
