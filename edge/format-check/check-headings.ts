// Headings: the structural elements (СОДЕРЖАНИЕ, ВВЕДЕНИЕ…) and appendices in capitals, bold, centred, on a new page;
// section headings from the indent, numbered «1», «1.1» without a dot, no full stop; the required elements present;
// appendices lettered А, Б, В… in order.
import type { THeadingRule } from '../../domain/format-check/profile'
import type { TParagraph } from './docx-model'
import { allBold, startsPage } from './classify'
import { ALIGN_RU, cm, report, type TCheckContext } from './check-context'

/** The text as it shows: runs in capitals (w:caps) read upper case. */
const shownText = (p: TParagraph) => p.runs.map((r) => (r.props.caps ? r.text.toUpperCase() : r.text)).join('').trim()
const hasLower = (s: string) => /[a-zа-яё]/.test(s)

function checkRule(ctx: TCheckContext, p: TParagraph, i: number, rule: THeadingRule, what: string) {
  const text = shownText(p)
  const words = text.replace(/^\d+(?:\.\d+)*\.?\s*/, '')
  if (rule.case === 'upper' && hasLower(text)) report(ctx, 'heading-case', i, 'строчные буквы', `${what}: прописными буквами`)
  if (rule.case === 'sentence' && /^[a-zа-яё]/.test(words)) report(ctx, 'heading-case', i, 'со строчной буквы', `${what}: с прописной буквы`)
  if (rule.bold && !allBold(p)) report(ctx, 'heading-bold', i, 'обычный шрифт', `${what}: полужирный`)
  const align = p.props.alignment
  if (rule.alignment === 'center') {
    if (align !== 'center') report(ctx, 'heading-alignment', i, ALIGN_RU[align], `${what}: по центру`)
  } else {
    const indent = ctx.profile.body.firstLineIndent
    const fromIndent = Math.abs(p.props.firstLine - indent) <= 30 || (p.props.firstLine === 0 && Math.abs(p.props.left - indent) <= 30)
    if (align === 'center' || align === 'right') report(ctx, 'heading-alignment', i, ALIGN_RU[align], `${what}: с абзацного отступа, по левому краю`)
    else if (rule.indent && !fromIndent) report(ctx, 'heading-alignment', i, `отступ ${cm(Math.max(p.props.firstLine, p.props.left))}`, `${what}: с абзацного отступа ${cm(indent)}`)
  }
  if (!rule.fullStop && /[^.]\.$/.test(text)) report(ctx, 'heading-full-stop', i, 'точка в конце', `${what}: без точки в конце`, p.text.trim().replace(/\.$/, ''))
  if (rule.newPage && !startsPage(ctx.model, ctx.roles, i)) report(ctx, 'heading-new-page', i, 'продолжает предыдущую страницу', `${what}: с новой страницы`)
}

export function checkHeadings(ctx: TCheckContext) {
  const { headings, contents, appendices } = ctx.profile
  const present = new Set<string>()
  const chapterNumbers: number[][] = []
  let appendixAt = 0
  ctx.model.paragraphs.forEach((p, i) => {
    const role = ctx.roles[i]!
    if (role.kind === 'structural') {
      present.add(role.name)
      if (role.alias) report(ctx, 'structure-name', i, `«${p.text.trim()}»`, `«${role.name}»`, role.name)
      checkRule(ctx, p, i, headings.structuralRule, 'Заголовок структурного элемента')
    } else if (role.kind === 'appendix') {
      checkRule(ctx, p, i, headings.structuralRule, 'Заголовок приложения')
      const want = appendices.letters[appendixAt] ?? ''
      appendixAt++
      const d = role.designation.toUpperCase()
      const fixed = want ? p.text.trim().replace(/^(ПРИЛОЖЕНИЕ)(?:\s+[^\s.]+)?/i, `$1 ${want}`) : undefined
      if (d !== want) report(ctx, 'appendix-designation', i, d ? `«ПРИЛОЖЕНИЕ ${d}»` : 'без буквы', `«ПРИЛОЖЕНИЕ ${want}» (буквы ${appendices.letters.slice(0, 6)}…, без Ё, З, Й, О, Ч, Ъ, Ы, Ь)`, fixed)
    } else if (role.kind === 'heading') {
      const rule = headings.levels[Math.min(role.level, headings.levels.length - 1)]!
      checkRule(ctx, p, i, rule, role.level === 0 ? 'Заголовок раздела' : 'Заголовок подраздела')
      checkNumber(ctx, p, i, role.level, role.number, role.label, chapterNumbers)
    }
  })
  const hasContents = ctx.model.hasTocField || present.has('СОДЕРЖАНИЕ')
  if (contents.required && !hasContents) report(ctx, 'contents-missing', null, 'содержания нет', 'СОДЕРЖАНИЕ с заголовками разделов и номерами страниц')
  for (const s of headings.structural) {
    if (!s.required || present.has(s.name)) continue
    if (s.name === 'СОДЕРЖАНИЕ' && !hasContents) continue
    report(ctx, 'structure-missing', null, `нет «${s.name}»`, `структурный элемент «${s.name}»`)
  }
}

/** «1 Название», «1.1 Название»: as many numbers as the level, no dot after, each one more than the one before. */
function checkNumber(ctx: TCheckContext, p: TParagraph, i: number, level: number, written: string | undefined, label: string | undefined, seen: number[][]) {
  const text = p.text.trim()
  const auto = label?.trim()
  const numberText = written ?? (auto && /^\d/.test(auto) ? auto.replace(/\.$/, '') : undefined)
  const example = level === 0 ? '«1 Название»' : '«1.1 Название»'
  const chapterWord = /^(?:глава|раздел)\s+(\d+)/i.exec(text)
  const parts = (numberText ?? chapterWord?.[1])?.split('.').map(Number)
  const prev = seen[seen.length - 1]
  // A heading numbered the wrong way still counts in the sequence: the next one is compared with its number.
  if (parts) seen.push(parts)
  if (chapterWord) {
    const fixed = text.replace(/^(?:глава|раздел)\s+(\d+)\.?\s*/i, '$1 ')
    return report(ctx, 'heading-numbering', i, `«${text.split(/\s+/).slice(0, 2).join(' ')}»`, `номер без слова «Глава»: ${example}`, level === 0 ? fixed : undefined)
  }
  if (!numberText || !parts) return report(ctx, 'heading-numbering', i, 'без номера', `номер арабскими цифрами: ${example}`)
  const dotted = written ? /^\d+(?:\.\d+)*\.\s/.test(text) : /\.$/.test(auto ?? '')
  if (ctx.profile.headings.numbering === 'decimal-no-dot' && dotted) {
    return report(ctx, 'heading-numbering', i, `точка после номера «${numberText}.»`, `номер без точки: ${example}`, written ? text.replace(/^(\d+(?:\.\d+)*)\.\s+/, '$1 ') : undefined)
  }
  if (parts.length !== level + 1) return
  // The expected number: one more at this level than the last heading of the same level under the same parent.
  const last = [...seen.slice(0, -1)].reverse().find((n) => n.length <= parts.length)
  const want = !last ? [...Array(level).fill(1), 1] : last.length === parts.length ? [...last.slice(0, -1), last[last.length - 1]! + 1] : [...last, 1]
  if (prev && want.join('.') !== parts.join('.') && want.length === parts.length) {
    // The sequence goes on from the number this heading should have had.
    seen[seen.length - 1] = want
    report(ctx, 'heading-numbering', i, `номер ${numberText}`, `номер ${want.join('.')} по порядку`, written ? text.replace(written, want.join('.')) : undefined)
  }
}
