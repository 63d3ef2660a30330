// What an audit entry changed, field by field, for the journal's «Было → стало» column: only the fields whose values
// differ (a created record lists its fields as new, a deleted one as gone), each value cut to a readable length.
export type TFieldChange = { field: string; before: string | null; after: string | null }

const MAX_VALUE = 80
const MAX_FIELDS = 12

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function valueText(v: unknown): string | null {
  if (v === undefined) return null
  const text = typeof v === 'string' ? v : JSON.stringify(v)
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text
}

/** The changed fields of two snapshots (at most MAX_FIELDS, then one «…» row saying how many more). */
export function auditDiff(before: unknown, after: unknown): TFieldChange[] {
  if (!isPlainObject(before) && !isPlainObject(after)) {
    if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return []
    return [{ field: '', before: before == null ? null : valueText(before), after: after == null ? null : valueText(after) }]
  }
  const b = isPlainObject(before) ? before : {}
  const a = isPlainObject(after) ? after : {}
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  const changed = fields.filter((f) => JSON.stringify(b[f] ?? null) !== JSON.stringify(a[f] ?? null))
  const rows = changed.slice(0, MAX_FIELDS).map((field) => ({ field, before: field in b ? valueText(b[field]) : null, after: field in a ? valueText(a[field]) : null }))
  if (changed.length > MAX_FIELDS) rows.push({ field: '…', before: null, after: `ещё ${changed.length - MAX_FIELDS}` })
  return rows
}
