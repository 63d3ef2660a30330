// npm run codegen:check – fails when the GraphQL code on disk differs from a fresh generation.
// It generates into a temp folder (codegen.ts honours CODEGEN_OUT_DIR) so the working tree is never touched;
// Useful after editing edge/graphql/schema or islands/graphql: the generated files are build output (not in git), written by npm ci.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'

const GENERATED_DIRS = ['edge/graphql/generated', 'islands/graphql/generated']
const root = process.cwd()

/** Relative paths of every file under dir, or none when it does not exist. */
function listFiles(dir, prefix = '') {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(prefix, e.name)
    return e.isDirectory() ? listFiles(path.join(dir, e.name), rel) : [rel]
  })
}

const require = createRequire(path.join(root, 'package.json'))
const cliPkg = require.resolve('@graphql-codegen/cli/package.json')
const bin = JSON.parse(fs.readFileSync(cliPkg, 'utf8')).bin
const cli = path.join(path.dirname(cliPkg), typeof bin === 'string' ? bin : bin['graphql-codegen'])

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-check-'))
let problems = []
try {
  const run = spawnSync(process.execPath, [cli, '--config', 'codegen.ts', '--silent'], {
    cwd: root,
    env: { ...process.env, CODEGEN_OUT_DIR: tmp },
    encoding: 'utf8',
  })
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}\ngraphql-codegen failed, so freshness could not be checked (see above)\n`)
    process.exit(1)
  }
  for (const dir of GENERATED_DIRS) {
    const fresh = listFiles(path.join(tmp, dir))
    const onDisk = listFiles(path.join(root, dir))
    for (const file of new Set([...fresh, ...onDisk])) {
      const rel = path.posix.join(dir, file)
      if (!onDisk.includes(file)) problems.push(`missing  ${rel}`)
      else if (!fresh.includes(file)) problems.push(`extra    ${rel}`)
      else if (fs.readFileSync(path.join(tmp, dir, file), 'utf8') !== fs.readFileSync(path.join(root, dir, file), 'utf8')) {
        problems.push(`changed  ${rel}`)
      }
    }
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}

if (problems.length > 0) {
  process.stderr.write(`generated GraphQL code is stale: run npm run codegen\n${problems.map((p) => `  ${p}\n`).join('')}`)
  process.exit(1)
}
console.log('generated GraphQL code is up to date')
