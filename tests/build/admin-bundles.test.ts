// No back-office code can reach a public page's scripts (issue 17 part 6), checked on the sources: from every public
// page's browser entry (pages/**/+client.ts outside pages/admin) and the public islands registry, walking static and
// dynamic imports, nothing under islands/admin/ or edge/, no *.server.ts, and no island the admin registry loads. The
// built bundles are checked the same way in tests/e2e/admin-bundles.e2e.ts.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { importsOf, reachableFrom } from '../helpers/source-imports'

const root = fileURLToPath(new URL('../..', import.meta.url))

function clientEntries(dir = join(root, 'pages')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name)
    if (d.isDirectory()) return clientEntries(path)
    return d.name === '+client.ts' || d.name === '+client.tsx' ? [relative(root, path).replaceAll('\\', '/')] : []
  })
}

const isAdminPage = (entry: string) => entry.startsWith('pages/admin/')

/** The modules the admin registry's loaders name (the back-office's islands, wherever they live). */
const adminIslands = () => [...reachableFrom(root, ['islands/admin/registry.ts'])].filter((f) => /\.island\.tsx?$/.test(f))

/** What a public bundle must never hold, with the reason. */
function forbidden(file: string, admin: Set<string>): string | null {
  if (file.startsWith('islands/admin/')) return 'back-office island code'
  if (file.startsWith('edge/')) return 'server code'
  if (/\.server\.tsx?$/.test(file)) return 'server-only module'
  if (admin.has(file)) return 'an island of the admin registry'
  return null
}

describe('public client bundles (sources)', () => {
  it('finds the page entries and follows dynamic imports (an admin page does reach its islands)', () => {
    const entries = clientEntries()
    expect(entries.filter((e) => !isAdminPage(e)).length).toBeGreaterThan(20)
    const adminReach = reachableFrom(root, ['pages/admin/audit/+client.ts'])
    expect(adminReach.has('islands/admin/audit.island.tsx')).toBe(true)
    expect(adminIslands()).toEqual(expect.arrayContaining(['islands/admin/audit.island.tsx', 'islands/analytics/funnel.island.tsx']))
  })

  it('no public page entry reaches admin islands, edge/ or server-only modules', () => {
    const admin = new Set(adminIslands())
    const leaks: string[] = []
    for (const entry of clientEntries().filter((e) => !isAdminPage(e))) {
      for (const file of reachableFrom(root, [entry])) {
        const why = forbidden(file, admin)
        if (why) leaks.push(`${entry} → ${file} (${why})`)
      }
    }
    expect(leaks).toEqual([])
  })

  it('the public islands registry imports nothing of the back-office, directly or through another module', () => {
    const direct = importsOf(readFileSync(join(root, 'islands/registry.ts'), 'utf8'))
    expect(direct.filter((s) => s.includes('/admin/') || s.startsWith('./admin'))).toEqual([])
    const admin = new Set(adminIslands())
    expect([...reachableFrom(root, ['islands/registry.ts'])].filter((f) => forbidden(f, admin))).toEqual([])
  })

  it('reads import specifiers the way the bundler does: type-only imports are erased, dynamic ones followed', () => {
    expect(importsOf(`import type { A } from './a'\nimport { b } from './b'\nimport './c.css'\nexport { d } from './d'\nconst e = () => import('./e')\nexport type { F } from './f'`)).toEqual(['./b', './d', './c.css', './e'])
  })
})
