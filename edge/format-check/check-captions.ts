// Figures and tables: each has its caption — «Рисунок 1 – Название» centred under the figure, «Таблица 1 – Название»
// above the table from the left edge — and the numbers run in order, through the work or within each chapter.
import { ALIGN_RU, report, type TCheckContext } from './check-context'

type TSide = 'figure' | 'table'

export function checkCaptions(ctx: TCheckContext) {
  const { model, roles, profile } = ctx
  const blocks = model.blocks.filter((b) => b.kind === 'table' || roles[b.paragraph]!.kind !== 'empty')
  const isCaption = (k: number, of: TSide) => {
    const b = blocks[k]
    if (!b || b.kind !== 'p') return undefined
    const r = roles[b.paragraph]!
    return r.kind === 'caption' && r.of === of ? b.paragraph : undefined
  }
  const rules = profile.captions
  blocks.forEach((b, k) => {
    if (b.kind === 'table') {
      const t = model.tables[b.table]!
      if (roles[t.firstParagraph]?.kind === 'title' || t.firstParagraph > t.lastParagraph) return
      const want = rules.table.position === 'above' ? k - 1 : k + 1
      const other = rules.table.position === 'above' ? k + 1 : k - 1
      if (isCaption(want, 'table') !== undefined) return
      const misplaced = isCaption(other, 'table')
      if (misplaced !== undefined) report(ctx, 'caption-position', misplaced, 'подпись под таблицей', `«${rules.table.word} N – Название» ${rules.table.position === 'above' ? 'над' : 'под'} таблицей`)
      else report(ctx, 'caption-missing', t.firstParagraph, 'таблица без названия', `«${rules.table.word} N – Название» ${rules.table.position === 'above' ? 'над' : 'под'} таблицей`)
    } else if (roles[b.paragraph]!.kind === 'figure') {
      const want = rules.figure.position === 'below' ? k + 1 : k - 1
      const other = rules.figure.position === 'below' ? k - 1 : k + 1
      if (isCaption(want, 'figure') !== undefined) return
      const misplaced = isCaption(other, 'figure')
      if (misplaced !== undefined) report(ctx, 'caption-position', misplaced, 'подпись над рисунком', `«${rules.figure.word} N – Название» ${rules.figure.position === 'below' ? 'под' : 'над'} рисунком`)
      else report(ctx, 'caption-missing', b.paragraph, 'рисунок без подписи', `«${rules.figure.word} N – Название» ${rules.figure.position === 'below' ? 'под' : 'над'} рисунком`)
    }
  })
  checkCaptionTexts(ctx)
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function checkCaptionTexts(ctx: TCheckContext) {
  const rules = ctx.profile.captions
  const dashes = rules.dashes.join('')
  const last: Record<TSide, string[] | undefined> = { figure: undefined, table: undefined }
  let chapter = 0
  ctx.model.paragraphs.forEach((p, i) => {
    const role = ctx.roles[i]!
    if (role.kind === 'heading' && role.level === 0) chapter = Number(role.number ?? role.label?.replace(/\.$/, '') ?? chapter + 1) || chapter + 1
    if (role.kind === 'appendix') chapter = NaN
    if (role.kind !== 'caption') return
    const rule = rules[role.of]
    const text = p.text.trim()
    const strict = new RegExp(`^${rule.word} ((?:[А-ЯЁ]\\.)?\\d+(?:\\.\\d+)?) [${dashes}] \\S`).exec(text)
    const number = strict?.[1] ?? /(\d+(?:\.\d+)?)/.exec(text)?.[1]
    const numbering = number ? numberingOf(number, role.of) : undefined
    // The caption as the profile writes it, with the number it should have: what the fixer puts in its place.
    const prefix = new RegExp(`^(?:${rule.word}|Рис\\.?|Табл\\.?)\\s*(?:[А-ЯЁ]\\.)?\\d+(?:\\.\\d+)?\\s*[${dashes}\\-.:]*\\s*`, 'i')
    const title = prefix.test(text) ? text.replace(prefix, '') : ''
    const suggestion = title && number ? `${rule.word} ${numbering?.want ?? number} ${rules.dashes[0]} ${capitalize(title)}` : undefined
    if (!strict) {
      const shown = text.split(/\s+/).slice(0, 3).join(' ')
      report(ctx, 'caption-format', i, `«${shown}…»`, `«${rule.word} 1 ${rules.dashes[0]} Название»`, suggestion)
    }
    const align = p.props.alignment
    const okAlign = rule.alignment === 'left' ? (align === 'left' || align === 'both') && p.props.firstLine <= 30 && p.props.left <= 30 : align === rule.alignment
    if (!okAlign) report(ctx, 'caption-alignment', i, ALIGN_RU[align] + (align !== 'center' && p.props.firstLine > 30 ? ', с отступом' : ''), rule.alignment === 'left' ? 'по левому краю, без абзацного отступа' : ALIGN_RU[rule.alignment])
    if (numbering?.problem) report(ctx, 'caption-numbering', i, `номер ${number}`, numbering.problem, numbering.want ? suggestion : undefined)
  })

  /** Whether a caption's number follows the one before; the sequence goes on from the number it should have had. */
  function numberingOf(number: string, of: TSide): { problem?: string; want?: string } | undefined {
    // Appendix numbers (А.1) count within the appendix: not checked here.
    if (/[А-ЯЁ]/.test(number) || Number.isNaN(chapter)) return undefined
    const parts = number.split('.')
    const prev = last[of]
    last[of] = parts
    const byChapter = parts.length === 2
    if (rules.numbering === 'through' && byChapter) return { problem: 'сквозная нумерация: 1, 2, 3…' }
    if (rules.numbering === 'by-chapter' && !byChapter) return { problem: 'нумерация в пределах раздела: 1.1, 1.2…' }
    const want = byChapter
      ? prev && prev.length === 2 && Number(prev[0]) === chapter ? `${chapter}.${Number(prev[1]) + 1}` : `${chapter}.1`
      : prev && prev.length === 1 ? String(Number(prev[0]) + 1) : '1'
    if (number === want) return undefined
    last[of] = want.split('.')
    return { problem: `номер ${want} по порядку`, want }
  }
}
