// The runs of one paragraph (or footer paragraph): their text and resolved properties, the fields they hold, and what
// is not text (drawings, equations, page breaks). Descends into hyperlinks, insertions, simple fields and inline
// content controls; deleted text is not shown, so it is skipped.
import { child, children, descendants, textOf, type TXmlNode } from './xml'
import type { TRun } from './docx-model'
import { mergeRun, runProps, type TStyleSheet } from './docx-styles'

/** Complex fields open across runs and paragraphs: a TOC's result spans every entry of the contents. */
export type TFieldState = { open: { instr: string }[] }

export type TRunsResult = {
  runs: TRun[]
  text: string
  fields: string[]
  hasDrawing: boolean
  /** Twips of height its drawings declare (wp:extent), 0 when they declare none. */
  drawingHeight: number
  hasMath: boolean
  /** Page breaks: whether one came before any text, and whether one came after some. */
  breakBeforeText: boolean
  breakAfterText: boolean
  /** Text before the first PAGE field (its tabs place the number). */
  beforePage?: string
}

const CYRILLIC = /[\u0400-\u04FF]/
const DRAWINGS = new Set(['w:drawing', 'w:pict', 'mc:AlternateContent'])
const SKIPPED = new Set(['w:del', 'w:moveFrom', 'w:pPr', 'w:rPr', 'w:bookmarkStart', 'w:bookmarkEnd', 'w:proofErr', 'w:commentRangeStart', 'w:commentRangeEnd'])

const fieldName = (instr: string) => instr.trim().split(/\s+/)[0]?.toUpperCase() ?? ''

export function readRuns(p: TXmlNode, paraStyle: string | undefined, sheet: TStyleSheet, state: TFieldState): TRunsResult {
  const out: TRunsResult = { runs: [], text: '', fields: [], hasDrawing: false, drawingHeight: 0, hasMath: false, breakBeforeText: false, breakAfterText: false }
  const notePage = (instr: string) => {
    if (fieldName(instr) === 'PAGE' && out.beforePage === undefined) out.beforePage = out.text
  }
  const run = (r: TXmlNode) => {
    const charStyle = child(child(r, 'w:rPr'), 'w:rStyle')?.attrs['w:val']
    const partial = mergeRun(sheet.run(paraStyle, charStyle), runProps(child(r, 'w:rPr')))
    let text = ''
    for (const c of children(r)) {
      switch (c.name) {
        case 'w:t':
          text += textOf(c)
          break
        case 'w:tab':
          text += '\t'
          break
        case 'w:noBreakHyphen':
          text += '-'
          break
        case 'w:br':
        case 'w:cr':
          if (c.attrs['w:type'] === 'page') {
            if ((out.text + text).trim() === '') out.breakBeforeText = true
            else out.breakAfterText = true
          } else text += ' '
          break
        case 'w:fldChar': {
          const type = c.attrs['w:fldCharType']
          if (type === 'begin') state.open.push({ instr: '' })
          else if (type === 'separate') {
            const top = state.open[state.open.length - 1]
            if (top) notePage(top.instr)
          } else if (type === 'end') {
            const top = state.open.pop()
            if (top) out.fields.push(fieldName(top.instr))
          }
          break
        }
        case 'w:instrText': {
          const top = state.open[state.open.length - 1]
          if (top) top.instr += textOf(c)
          break
        }
        // An embedded OLE object in a student's work is nearly always an Equation 3.0 formula, not a figure.
        case 'w:object':
          out.hasMath = true
          break
        default:
          if (DRAWINGS.has(c.name)) {
            out.hasDrawing = true
            // An inline picture's height in EMU (635 to a twip); an anchored or legacy one declares none here.
            const cy = Number(descendants(c, 'wp:extent')[0]?.attrs.cy)
            if (Number.isFinite(cy) && cy > 0) out.drawingHeight += Math.round(cy / 635)
          }
      }
    }
    if (text) {
      out.runs.push({ text, props: sheet.finishRun(partial, CYRILLIC.test(text)) })
      out.text += text
    }
  }
  const walk = (node: TXmlNode) => {
    for (const c of children(node)) {
      if (SKIPPED.has(c.name)) continue
      if (c.name === 'w:r') run(c)
      else if (c.name === 'm:oMath' || c.name === 'm:oMathPara') out.hasMath = true
      else if (c.name === 'w:fldSimple') {
        const instr = c.attrs['w:instr'] ?? ''
        notePage(instr)
        walk(c)
        out.fields.push(fieldName(instr))
      } else if (c.name === 'w:sdt') walk(child(c, 'w:sdtContent') ?? c)
      else walk(c)
    }
  }
  walk(p)
  out.text = out.text.replace(/\u00a0/g, ' ')
  return out
}
