// No back-office code reaches the public site's scripts (issue 17 part 6), checked on the build this run serves: from
// every public page's browser entry in the Vite manifest (dist/assets.json), walking static and dynamic imports, no
// chunk holds a module under islands/admin/ or edge/, a *.server.ts, or an island of the admin registry (module lists
// per chunk: dist/client-modules.json, written by scripts/client-module-map.ts), nor an admin-only string. Every
// script a public page's HTML names is one of the walked files, so the walk covers what visitors load.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../domain/routes'
import { reachableFrom } from '../helpers/source-imports'
import { urlFor } from './fixtures'

const root = fileURLToPath(new URL('../..', import.meta.url))
const dist = join(root, process.env.BUILD_OUT_DIR ?? 'dist')

type TManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }

function manifest(): Record<string, TManifestChunk> {
  // Vike moves the client manifest out of the public folder; a plain Vite build leaves it in client/.vite.
  for (const path of [join(dist, 'assets.json'), join(dist, 'client/.vite/manifest.json')]) if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8'))
  throw new Error(`no client manifest in ${dist}`)
}

const modules = (): Record<string, string[]> => JSON.parse(readFileSync(join(dist, 'client-modules.json'), 'utf8'))

/** Strings only back-office code contains: its API's address and the gate's code event. */
const ADMIN_MARKERS = ['/api/admin', 'admin-code-required']

const isClientEntry = (c: TManifestChunk) => Boolean(c.isEntry && c.src && /^pages\/.+\/\+client\.tsx?$/.test(c.src))
const isAdminEntry = (c: TManifestChunk) => c.src!.startsWith('pages/admin/')

/** Every file a manifest entry loads or may load: its imports and dynamic imports, followed to the end. */
function filesFrom(m: Record<string, TManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const queue = [...keys]
  while (queue.length) {
    const key = queue.pop()!
    if (seen.has(key)) continue
    seen.add(key)
    const chunk = m[key]
    if (!chunk) throw new Error(`manifest names ${key} but has no entry for it`)
    files.add(chunk.file)
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []))
  }
  return files
}

function leaksIn(files: Set<string>, moduleMap: Record<string, string[]>): string[] {
  const adminIslands = new Set([...reachableFrom(root, ['islands/admin/registry.ts'])].filter((f) => /\.island\.tsx?$/.test(f)))
  const leaks: string[] = []
  for (const file of files) {
    if (!file.endsWith('.js')) continue
    const held = moduleMap[file]
    if (!held) throw new Error(`client-modules.json has no ${file}: the build ran without scripts/client-module-map.ts`)
    for (const id of held) {
      if (id.startsWith('islands/admin/') || id.startsWith('edge/') || /\.server\.tsx?$/.test(id) || adminIslands.has(id)) leaks.push(`${file}: ${id}`)
    }
    const code = readFileSync(join(dist, 'client', file), 'utf8')
    for (const marker of ADMIN_MARKERS) if (code.includes(marker)) leaks.push(`${file}: «${marker}»`)
  }
  return leaks
}

describe('public client bundles (build output)', () => {
  it('no public page entry reaches an admin or server module or an admin-only string; the admin entries do', () => {
    const m = manifest()
    const map = modules()
    const entries = Object.entries(m).filter(([, c]) => isClientEntry(c))
    const publicKeys = entries.filter(([, c]) => !isAdminEntry(c)).map(([k]) => k)
    const adminKeys = entries.filter(([, c]) => isAdminEntry(c)).map(([k]) => k)
    expect(publicKeys.length).toBeGreaterThan(20)
    expect(adminKeys.length).toBeGreaterThanOrEqual(3)
    // The walk sees admin code where it is: from the admin pages' entries.
    const adminLeaks = leaksIn(filesFrom(m, adminKeys), map)
    expect(adminLeaks.some((l) => l.includes('islands/admin/audit.island.tsx'))).toBe(true)
    expect(adminLeaks.some((l) => l.includes('«/api/admin»'))).toBe(true)
    const publicFiles = filesFrom(m, publicKeys)
    process.stdout.write(`admin bundles: ${publicKeys.length} public entries reach ${publicFiles.size} files; ${adminKeys.length} admin entries\n`)
    expect(leaksIn(publicFiles, map)).toEqual([])
  })

  it('every script a public page names is one of the walked files (and the Vike client router is none of them)', async () => {
    const m = manifest()
    const covered = filesFrom(
      m,
      Object.entries(m)
        .filter(([, c]) => isClientEntry(c) && !isAdminEntry(c))
        .map(([k]) => k),
    )
    const paths = ROUTES.filter((r) => !r.path.includes('@') && !r.name.startsWith('admin')).map((r) => r.path)
    // A category and a work page of the fixture library (tests/fixtures/library), whose params the table leaves open.
    const category = await (await fetch(urlFor('/biblioteka/zadachi/physics/'))).text()
    const work = category.match(/href="(\/biblioteka\/zadachi\/physics\/[a-z0-9-]+\/)"/)?.[1]
    expect(work).toBeTruthy()
    const named = new Map<string, string>()
    for (const path of [...paths, '/biblioteka/zadachi/physics/', work!]) {
      const res = await fetch(urlFor(path))
      const html = await res.text()
      for (const [, file] of html.matchAll(/\/(assets\/[^"'\s)]+\.js)/g)) named.set(file!, path)
    }
    expect(named.size).toBeGreaterThan(5)
    const outside = [...named].filter(([file]) => !covered.has(file)).map(([file, path]) => `${path} → ${file}`)
    expect(outside).toEqual([])
  })
})
