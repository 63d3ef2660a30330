import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
const restricted = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length
}

describe('import direction lint rule', () => {
  it('stops domain from importing edge, islands or pages', async () => {
    expect(await restricted('domain/probe.ts', `import { createApp } from '../edge/app'\nexport const a = createApp`)).toBe(1)
    expect(await restricted('domain/probe.ts', `import { Island } from '../islands/island'\nexport const a = Island`)).toBe(1)
  })

  it('stops islands from importing edge, and edge from importing islands', async () => {
    expect(await restricted('islands/probe.ts', `import { createApp } from '../edge/app'\nexport const a = createApp`)).toBe(1)
    expect(await restricted('edge/probe.ts', `import { Island } from '../islands/island'\nexport const a = Island`)).toBe(1)
  })

  it('lets pages reach edge only from +data.ts and *.server.ts', async () => {
    const code = `import { createApp } from '../../edge/app'\nexport const a = createApp`
    expect(await restricted('pages/x/+Page.tsx', code)).toBe(1)
    expect(await restricted('pages/x/+data.ts', code)).toBe(0)
    expect(await restricted('pages/x/load.server.ts', code)).toBe(0)
  })

  it('allows the permitted directions', async () => {
    expect(await restricted('edge/probe.ts', `import { z } from '../domain/z'\nexport const a = z`)).toBe(0)
    expect(await restricted('pages/x/+Page.tsx', `import { Island } from '../../islands/island'\nexport const a = Island`)).toBe(0)
  })
})

describe('import direction for tests', () => {
  it('lets island tests start the real server, but not island code', async () => {
    const code = `import { createApp } from '../../edge/app'\nexport const a = createApp`
    expect(await restricted('islands/realtime/client.test.ts', code)).toBe(0)
    expect(await restricted('islands/realtime/client.ts', code)).toBe(1)
  })
})

describe('raw database queries', () => {
  const raw = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath })
    return (result?.messages ?? []).filter((m) => m.ruleId === 'local/no-raw-db-query').length
  }

  it('refuses a query or exec on the pool in an edge file', async () => {
    expect(await raw('edge/x/probe.ts', `export const f = (db: any) => db.query('select 1')`)).toBe(1)
    expect(await raw('edge/x/probe.ts', `export const f = (deps: any) => deps.db.query('select 1')`)).toBe(1)
    expect(await raw('edge/x/probe.ts', `export const f = (o: any) => o.deps.db.exec('select 1')`)).toBe(1)
    expect(await raw('pages/x/+data.ts', `export const f = (t: any) => t.db.query('select 1')`)).toBe(1)
  })

  it('allows tx.query inside asCaller or asService, and anything in edge/db', async () => {
    const inTx = `import { asCaller, asService } from '../db/port'
export const f = (db: any, caller: any) => asCaller(db, caller, (tx) => tx.query('select 1'))
export const g = (db: any) => asService(db, (tx) => tx.query('select 1'))`
    expect(await raw('edge/x/probe.ts', inTx)).toBe(0)
    expect(await raw('edge/db/probe.ts', `export const f = (db: any) => db.query('select 1')`)).toBe(0)
  })

  it('refuses a bare transaction outside edge/db, on whatever the pool is called', async () => {
    expect(await raw('edge/x/probe.ts', `export const f = (db: any) => db.transaction((tx: any) => tx.query('select 1'))`)).toBe(1)
    expect(await raw('edge/x/probe.ts', `export const f = (o: any) => o.deps.db.transaction(async () => 1)`)).toBe(1)
    expect(await raw('edge/x/probe.ts', `export const f = (pool: any) => pool.transaction(async () => 1)`)).toBe(1)
    expect(await raw('pages/x/+data.ts', `export const f = (t: any) => t.db['transaction'](async () => 1)`)).toBe(1)
    expect(await raw('edge/db/probe.ts', `export const f = (db: any) => db.transaction(async () => 1)`)).toBe(0)
  })

  it('names asCaller and asService in the refusal of a bare transaction', async () => {
    const [result] = await eslint.lintText(`export const f = (db: any) => db.transaction(async () => 1)`, { filePath: 'edge/x/probe.ts' })
    const message = result?.messages.find((m) => m.ruleId === 'local/no-raw-db-query')?.message
    expect(message).toMatch(/asCaller\(db, caller/)
    expect(message).toMatch(/asService\(db/)
  })

  it('leaves tests and scripts free to set the database up', async () => {
    expect(await raw('edge/x/probe.test.ts', `export const f = (t: any) => t.db.query('select 1')`)).toBe(0)
    expect(await raw('scripts/probe.ts', `export const f = (db: any) => db.exec('select 1')`)).toBe(0)
    expect(await raw('edge/x/probe.test.ts', `export const f = (db: any) => db.transaction(async () => 1)`)).toBe(0)
  })
})

describe('environment lint rule', () => {
  const envReads = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath })
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties').length
  }

  it('refuses process.env outside edge/settings.ts', async () => {
    expect(await envReads('edge/probe.ts', `export const key = process.env.LLM_API_KEY`)).toBe(1)
    expect(await envReads('pages/x/+data.ts', `export const a = process.env.PORT`)).toBe(1)
  })

  it('lets the settings module, tests and scripts read it', async () => {
    expect(await envReads('edge/settings.ts', `export const read = () => process.env`)).toBe(0)
    expect(await envReads('edge/probe.test.ts', `export const url = process.env.TEST_DATABASE_URL`)).toBe(0)
    expect(await envReads('scripts/probe.ts', `export const url = process.env.BENCH_DATABASE_URL`)).toBe(0)
  })
})
