// The WHERE of an admin list, built from numbered parameters: `add('w.type_id = ?', value)` appends the value and puts
// its $n where the `?` stands (every `?` of the fragment names the same value).
export function whereBuilder() {
  const where: string[] = []
  const params: unknown[] = []
  return {
    add(sql: string, value: unknown) {
      params.push(value)
      where.push(sql.replaceAll('?', `$${params.length}`))
    },
    params,
    sql: () => (where.length ? `where ${where.join(' and ')}` : ''),
  }
}
