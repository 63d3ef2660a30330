// Reads a library content file (JSON Lines) into rows that passed the format's schema and refusals with their line
// number and a Russian reason. A slug seen on an earlier line of the same file refuses the later line.
import { describeRowError, ZLibraryWorkRow, type TLibraryWorkRow } from '../../domain/library/work-row'

export type TRefusedRow = { line: number; slug?: string; reason: string }
export type TParsedLibraryFile = { rows: { line: number; row: TLibraryWorkRow }[]; refused: TRefusedRow[] }

export function parseLibraryJsonl(text: string): TParsedLibraryFile {
  const out: TParsedLibraryFile = { rows: [], refused: [] }
  const firstLineOf = new Map<string, number>()
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  // One newline at the end of the file is not a blank line.
  if (lines.at(-1) === '') lines.pop()
  lines.forEach((source, i) => {
    const line = i + 1
    if (!source.trim()) return out.refused.push({ line, reason: 'Пустая строка' })
    let json: unknown
    try {
      json = JSON.parse(source)
    } catch {
      return out.refused.push({ line, reason: 'Строка не является JSON-объектом' })
    }
    const slug = typeof (json as { slug?: unknown })?.slug === 'string' ? (json as { slug: string }).slug : undefined
    const parsed = ZLibraryWorkRow.safeParse(json)
    if (!parsed.success) return out.refused.push({ line, ...(slug ? { slug } : {}), reason: describeRowError(parsed.error) })
    const earlier = firstLineOf.get(parsed.data.slug)
    if (earlier) return out.refused.push({ line, slug: parsed.data.slug, reason: `Slug «${parsed.data.slug}» уже встречался в строке ${earlier}` })
    firstLineOf.set(parsed.data.slug, line)
    out.rows.push({ line, row: parsed.data })
  })
  return out
}
