// Lint rule: a query on the pool itself (`db.query`, `deps.db.exec`) runs as the connection's owner, outside
// row-level security and outside any named business function. Requests run `asCaller(db, caller, fn)` and steps that
// must write private tables `asService(db, fn)`; both hand `fn` a transaction, conventionally `tx`. A bare
// `db.transaction(fn)` is refused too, on any object (the pool may go by any name): it runs as the owner with no role
// and no claims, so neither row-level security nor the API roles' grants apply to what it does.

const propertyName = (member) =>
  member.computed ? (member.property.type === 'Literal' ? member.property.value : undefined) : member.property.name

/** `db`, or any member expression ending in `.db` (`deps.db`, `o.deps.db`, `this.db`). */
const isPool = (node) =>
  (node.type === 'Identifier' && node.name === 'db') || (node.type === 'MemberExpression' && propertyName(node) === 'db')

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Raw database queries only inside edge/db (see DESIGN.md, Data and security).' },
    schema: [],
    messages: {
      raw: 'Raw database query outside edge/db: run it asCaller(db, caller, …) or asService(db, …) inside a business function.',
      transaction:
        'Bare .transaction() outside edge/db runs as the database owner, outside row-level security: open it with asCaller(db, caller, tx => …) for a caller, or asService(db, tx => …) for a step on private tables (edge/db/port.ts).',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression') return
        const method = propertyName(callee)
        if ((method === 'query' || method === 'exec') && isPool(callee.object)) context.report({ node, messageId: 'raw' })
        else if (method === 'transaction') context.report({ node, messageId: 'transaction' })
      },
    }
  },
}
