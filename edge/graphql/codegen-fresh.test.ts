import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const script = path.join(root, 'scripts/codegen-check.mjs')
const check = (cwd: string) => spawnSync(process.execPath, [script], { cwd, encoding: 'utf8' })

const copies: string[] = []
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** The files codegen reads and writes, copied out so a test can make them stale without touching the tree. */
function copyOfCodegenInputs() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-fresh-'))
  copies.push(dir)
  for (const rel of ['codegen.ts', 'edge/graphql/schema', 'edge/graphql/generated', 'islands']) {
    fs.cpSync(path.join(root, rel), path.join(dir, rel), { recursive: true })
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return dir
}

describe('npm run codegen:check', () => {
  it('passes on this working tree: the generated GraphQL code is fresh', () => {
    const run = check(root)
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  }, 60_000)

  it('fails with the plain message when the SDL changed but the generation did not', () => {
    // A copy of the tree the test above found fresh: one generation fewer than checking the copy first.
    const dir = copyOfCodegenInputs()
    fs.appendFileSync(path.join(dir, 'edge/graphql/schema/accounts.graphql'), '\nextend type User { nickname: String }\n')
    const run = check(dir)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('generated GraphQL code is stale: run npm run codegen')
    expect(run.stderr).toContain('changed  edge/graphql/generated/resolvers-types.ts')
  }, 60_000)
})
