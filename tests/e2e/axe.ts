// axe-core in the e2e suite: the library's own build from node_modules, run in the page with the WCAG 2 A and AA rules.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
let source: Promise<string> | undefined

export type TAxeViolation = { id: string; impact: string | null; help: string; nodes: string[] }

/**
 * Injects axe (once per document) and returns its violations. The pages' CSP allows only nonce'd scripts, so
 * page.addScriptTag's inline tag would be refused; the source is evaluated through the DevTools protocol instead,
 * which the CSP does not govern — the same file, no policy relaxed for the test.
 */
export async function runAxe(page: Page): Promise<TAxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    source ??= readFile(AXE_PATH, 'utf8')
    await page.evaluate(await source)
  }
  return page.evaluate(async () => {
    type TAxe = {
      run: (
        ctx: Document,
        opts: object,
      ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }>
    }
    const axe = (window as unknown as { axe: TAxe }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`),
    }))
  })
}

/** Serious and critical findings fail a page; moderate and minor ones are printed. */
export const isBlocking = (v: TAxeViolation) => v.impact === 'serious' || v.impact === 'critical'
