// A product's status ids both ways, from its name → id map (domain/<product>/order-statuses.ts): whether a number is
// one of its ids, and the name of an id (a number the table's check constraint would refuse is a bug: it throws).
export function statusNames<N extends string, I extends number>(product: string, ids: Readonly<Record<N, I>>) {
  const byId = new Map<number, N>((Object.entries(ids) as [N, I][]).map(([name, id]) => [id, name]))
  return {
    is: (v: unknown): v is I => typeof v === 'number' && byId.has(v),
    name: (id: number): N => {
      const name = byId.get(id)
      if (name === undefined) throw new Error(`${product}: unknown status ${id}`)
      return name
    },
  }
}
