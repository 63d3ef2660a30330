// Page setup and page numbers: the size and margins of every section, and where the number is — at the foot, in
// the centre, Arabic, counted from the title page but not shown on it.
import type { THeaderFooter, TSection } from './docx-model'
import { ALIGN_RU, mm, report, type TCheckContext } from './check-context'

const POSITION_RU = { 'bottom-center': 'внизу по центру', 'bottom-right': 'внизу справа', 'top-center': 'вверху по центру', 'top-right': 'вверху справа' } as const

export function checkPage(ctx: TCheckContext) {
  const { page } = ctx.profile
  const near = (a: number, b: number) => Math.abs(a - b) <= page.tolerance
  for (const s of ctx.model.sections) {
    if (s.lastParagraph < s.firstParagraph) continue
    const portrait = near(s.width, page.width) && near(s.height, page.height)
    const landscape = near(s.width, page.height) && near(s.height, page.width)
    if (!portrait && !landscape) report(ctx, 'page-size', null, `${mm(s.width)} × ${mm(s.height)}`, `A4: ${mm(page.width)} × ${mm(page.height)}`)
    const m = s.margins
    const want = page.margins
    if (portrait && !(near(m.left, want.left) && near(m.right, want.right) && near(m.top, want.top) && near(m.bottom, want.bottom))) {
      report(ctx, 'page-margins', null, `левое ${mm(m.left)}, правое ${mm(m.right)}, верхнее ${mm(m.top)}, нижнее ${mm(m.bottom)}`, `левое ${mm(want.left)}, правое ${mm(want.right)}, верхнее ${mm(want.top)}, нижнее ${mm(want.bottom)}`)
    }
  }
  checkPageNumbers(ctx)
}

/** What shows on a section's first page and on its other pages: a footer or header with a page number, and where. */
function shown(s: TSection, first: boolean): { at: 'bottom' | 'top'; part: THeaderFooter } | undefined {
  const pick = (pair: { default?: THeaderFooter; first?: THeaderFooter }) => (first && s.titlePage ? pair.first : pair.default)
  const footer = pick(s.footer)
  if (footer?.hasPageField) return { at: 'bottom', part: footer }
  const header = pick(s.header)
  if (header?.hasPageField) return { at: 'top', part: header }
  return undefined
}

function checkPageNumbers(ctx: TCheckContext) {
  const { sections } = ctx.model
  const rule = ctx.profile.pageNumbers
  const hasTitle = ctx.roles[0]?.kind === 'title'
  const numbered = sections.flatMap((s) => [shown(s, true), shown(s, false)]).filter((x) => x !== undefined)
  if (numbered.length === 0) {
    report(ctx, 'page-number-missing', null, 'номеров страниц нет', `номер ${POSITION_RU[rule.position]}, арабскими цифрами`)
    return
  }
  const [wantAt, wantAlign] = rule.position.split('-') as ['bottom' | 'top', 'center' | 'right']
  for (const [i, s] of sections.entries()) {
    // The first page of the title page's section is the title page; its number is checked below.
    const pages = hasTitle && i === 0 ? [shown(s, false)] : [shown(s, true), shown(s, false)]
    for (const n of pages) {
      if (!n) continue
      if (n.at !== wantAt || (n.part.alignment ?? 'left') !== wantAlign) {
        report(ctx, 'page-number-position', null, `${n.at === 'top' ? 'вверху' : 'внизу'}, ${ALIGN_RU[n.part.alignment ?? 'left']}`, POSITION_RU[rule.position])
      }
    }
    const roman = /roman/i.test(s.numberFormat)
    if ((rule.format === 'decimal' && s.numberFormat !== 'decimal') || (rule.format === 'roman' && !roman)) {
      report(ctx, 'page-number-format', null, `формат номеров: ${s.numberFormat}`, rule.format === 'decimal' ? 'арабские цифры' : 'римские цифры')
    }
  }
  if (!hasTitle || !sections[0]) return
  if (rule.titleHidden && shown(sections[0]!, true)) report(ctx, 'page-number-title', null, 'номер на титульном листе', 'титульный лист без номера страницы')
  // The title page is page 1, so the next section must not start counting again from 1.
  const next = sections[1]
  if (rule.titleCounted && next && sections[0]!.lastParagraph < ctx.roles.findIndex((r) => r.kind !== 'title') + 1 && next.numberStart === 1) {
    report(ctx, 'page-number-format', null, 'после титульного листа нумерация начинается с 1', 'титульный лист — страница 1, следующая — 2')
  }
}
