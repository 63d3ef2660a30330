// The source modules a file reaches through its relative imports, static and dynamic (`import type` is erased by the
// build and not followed). Packages are left out: the question is which of the project's own files a bundle can hold.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const FROM = /(?:^|[\s;])(?:import|export)\s+(?!type\s)[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g
const BARE = /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g
const SOURCE = /\.(tsx?|mjs|js)$/

/** Relative specifiers of one file's runtime imports. */
export function importsOf(code: string): string[] {
  const out: string[] = []
  for (const re of [FROM, BARE, DYNAMIC]) for (const m of code.matchAll(re)) out.push(m[1]!)
  return out.filter((s) => s.startsWith('.'))
}

function resolveFile(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ''))
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Every project file reachable from `entries`, as paths relative to `root` (CSS and assets included, not walked). */
export function reachableFrom(root: string, entries: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = entries.map((e) => resolve(root, e))
  while (queue.length) {
    const file = queue.pop()!
    const rel = relative(root, file).replaceAll('\\', '/')
    if (seen.has(rel)) continue
    seen.add(rel)
    if (!SOURCE.test(file)) continue
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveFile(file, spec)
      if (!target) throw new Error(`${rel}: import ${spec} does not resolve`)
      queue.push(target)
    }
  }
  return seen
}
