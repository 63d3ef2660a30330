// The text's own formatting, paragraph by paragraph: font, size, colour, line spacing, indent and alignment; list
// marks; footnotes. Title page, contents, table cells, figures and formulas keep formatting of their own and are left
// out (a table may use a smaller font).
import type { TParagraph, TRun } from './docx-model'
import type { TRole } from './classify'
import { ALIGN_RU, cm, report, type TCheckContext } from './check-context'

const TEXT_ROLES = new Set<TRole['kind']>(['body', 'list', 'reference', 'heading', 'structural', 'appendix', 'appendix-title', 'caption'])
const visible = (r: TRun) => r.text.trim() !== ''
const pt = (n: number) => `${String(n).replace('.', ',')} пт`
// Symbol and Wingdings bullets arrive as private-use code points.
const BULLET_NAMES: Record<string, string> = { '\uF0B7': '•', '\uF0A7': '▪', '\uF0D8': '➢', '\uF076': '❖', '\uF0FC': '✓', o: '◦' }

export function checkText(ctx: TCheckContext) {
  const { body } = ctx.profile
  const fonts = body.fonts.map((f) => f.toLowerCase())
  ctx.model.paragraphs.forEach((p, i) => {
    const role = ctx.roles[i]!
    if (role.kind === 'cell') {
      const wrong = wrongFonts(p, fonts)
      if (wrong.length) report(ctx, 'font-family', i, wrong.join(', '), body.fonts.join(' или '))
      return
    }
    if (!TEXT_ROLES.has(role.kind)) return
    const runs = p.runs.filter(visible)
    const wrong = wrongFonts(p, fonts)
    if (wrong.length) report(ctx, 'font-family', i, wrong.join(', '), body.fonts.join(' или '))
    const sizes = [...new Set(runs.map((r) => r.props.size ?? 10))].filter((s) => s < body.size.min || s > body.size.max)
    if (sizes.length) report(ctx, 'font-size', i, sizes.map(pt).join(', '), body.size.min === body.size.max ? pt(body.size.min) : `от ${pt(body.size.min)} до ${pt(body.size.max)}`)
    const colors = [...new Set(runs.map((r) => r.props.color).filter((c): c is string => c !== undefined && c !== body.color))]
    if (colors.length) report(ctx, 'font-color', i, `цвет #${colors.join(', #')}`, 'чёрный')
    if (role.kind !== 'caption') checkSpacing(ctx, p, i)
    if (role.kind === 'body' || role.kind === 'reference') {
      if (Math.abs(p.props.firstLine - body.firstLineIndent) > 30) report(ctx, 'first-line-indent', i, p.props.firstLine < 0 ? `выступ ${cm(-p.props.firstLine)}` : cm(p.props.firstLine), cm(body.firstLineIndent))
    }
    if (role.kind === 'body' && p.props.alignment !== body.alignment) report(ctx, 'body-alignment', i, ALIGN_RU[p.props.alignment], ALIGN_RU[body.alignment])
    if (role.kind === 'list') checkListMark(ctx, p, i)
  })
  checkFootnotes(ctx)
}

function wrongFonts(p: TParagraph, fonts: readonly string[]): string[] {
  return [...new Set(p.runs.filter(visible).map((r) => r.props.font).filter((f): f is string => f !== undefined && !fonts.includes(f.toLowerCase())))]
}

function checkSpacing(ctx: TCheckContext, p: TParagraph, i: number) {
  const want = ctx.profile.body.lineSpacing
  const { line, lineRule } = p.props
  if (lineRule === 'auto' && Math.abs(line - want * 240) <= 6) return
  const found = lineRule === 'auto' ? `множитель ${String(Math.round((line / 240) * 100) / 100).replace('.', ',')}` : `${lineRule === 'exact' ? 'точно' : 'минимум'} ${pt(line / 20)}`
  report(ctx, 'line-spacing', i, found, `полуторный (${String(want).replace('.', ',')})`)
}

function checkListMark(ctx: TCheckContext, p: TParagraph, i: number) {
  const allowed = ctx.profile.lists.bullets
  let mark: string | undefined
  if (p.list?.numFmt === 'bullet') mark = BULLET_NAMES[p.list.text] ?? p.list.text
  else if (!p.list) mark = /^([•●▪■◦○·✓➢►\uF0B7\uF0A7*])/.exec(p.text.trim())?.[1]
  if (mark !== undefined && !allowed.includes(mark.trim())) {
    report(ctx, 'list-marker', i, `маркер «${BULLET_NAMES[mark] ?? mark}»`, `тире «${allowed[0]}» или строчная буква со скобкой «а)»`)
  }
}

function checkFootnotes(ctx: TCheckContext) {
  const { footnotes, body } = ctx.profile
  const fonts = body.fonts.map((f) => f.toLowerCase())
  for (const f of ctx.model.footnotes) {
    const runs = f.runs.filter(visible)
    const sizes = [...new Set(runs.map((r) => r.props.size ?? 10))].filter((s) => s < footnotes.size.min || s > footnotes.size.max)
    const wrong = [...new Set(runs.map((r) => r.props.font).filter((x): x is string => x !== undefined && !fonts.includes(x.toLowerCase())))]
    if (!sizes.length && !wrong.length) continue
    const found = [...wrong, ...sizes.map(pt)].join(', ')
    report(ctx, 'footnote-format', null, `сноска «${f.text.slice(0, 40)}»: ${found}`, `${body.fonts.join(' или ')}, от ${pt(footnotes.size.min)} до ${pt(footnotes.size.max)}`)
  }
}
