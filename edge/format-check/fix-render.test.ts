// OPTIONAL render check, as edge/documents/essay-render.test.ts: runs where `libreoffice`, `pdftotext` and `pdfinfo`
// are on PATH (CI installs them), skipped otherwise. Every fixed fixture opens in LibreOffice and prints; the page
// numbers the fixer added show at the foot from page 2, the sheet the fixer set is A4, the words are all there, and the
// contents the fixer added prints on page 2 with each heading within a page of its entry.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FIXTURES } from '../../tests/fixtures/format-check/cases'
import { fixDocx } from './fix-docx'
import { readDocx } from './read-docx'

const onPath = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0
const canRender = onPath('libreoffice') && onPath('pdftotext') && onPath('pdfinfo')
const TODAY = new Date('2026-12-01T00:00:00Z')

describe.skipIf(!canRender)('fixed files in LibreOffice (skipped without libreoffice and poppler)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'format-fix-render-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('prints every fixed fixture, with its words, on A4, numbered at the foot', { timeout: 300_000 }, async () => {
    const names: string[] = []
    const texts = new Map<string, string>()
    for (const f of FIXTURES) {
      const fixed = fixDocx(await f.bytes(), { today: TODAY }).bytes
      writeFileSync(join(dir, `${f.name}.docx`), fixed)
      names.push(f.name)
      texts.set(f.name, readDocx(fixed).paragraphs.map((p) => p.text).join(' '))
    }
    // One LibreOffice run for all of them, with a profile of its own.
    execFileSync('libreoffice', [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...names.map((n) => join(dir, `${n}.docx`))], { stdio: 'ignore', timeout: 280_000 })
    for (const name of names) {
      const pdf = join(dir, `${name}.pdf`)
      expect(existsSync(pdf), name).toBe(true)
      expect(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }), name).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/)
      const printed = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
      // Every body paragraph's opening words are on the printed pages.
      for (const m of texts.get(name)!.matchAll(/Абзац \d+\./g)) expect(printed, `${name}: ${m[0]}`).toContain(m[0])
    }
    // The file that had no page numbers: the title page has none, every other page its own at the foot.
    const pages = execFileSync('pdftotext', ['-layout', join(dir, 'libreoffice-no-numbers.pdf'), '-'], { encoding: 'utf8' }).split('\f').slice(0, -1)
    const lines = (i: number) => pages[i]!.split('\n').map((l) => l.trim()).filter(Boolean)
    expect(pages.length).toBeGreaterThanOrEqual(3)
    expect(lines(0).some((l) => /^\d+$/.test(l))).toBe(false)
    for (let i = 1; i < pages.length; i++) expect(lines(i).at(-1), `page ${i + 1}`).toBe(String(i + 1))
    // The contents the fixer added is on page 2; each entry's page is an estimate (Word puts its own on opening), within
    // one page of where LibreOffice prints the heading.
    const contents = execFileSync('pdftotext', ['-layout', join(dir, 'word-contents-appendix.pdf'), '-'], { encoding: 'utf8' }).split('\f').slice(0, -1)
    const at = (i: number) => contents[i]!.split('\n').map((l) => l.trim()).filter(Boolean)
    expect(at(1)[0]).toBe('СОДЕРЖАНИЕ')
    const entries = at(1)
      .map((l) => /^(.+?)\.{3,}\s*(\d+)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ title: m[1]!.trim(), page: Number(m[2]) }))
    expect(entries.length).toBeGreaterThanOrEqual(7)
    for (const e of entries) {
      const printed = contents.findIndex((p, i) => i > 1 && p.split('\n').some((l) => l.trim() === e.title)) + 1
      expect(Math.abs(printed - e.page), e.title).toBeLessThanOrEqual(1)
    }
    // The caption the fixer rewrote prints as written.
    expect(execFileSync('pdftotext', [join(dir, 'google-captions.pdf'), '-'], { encoding: 'utf8' })).toContain('Рисунок 2 – Структура службы качества')
  })
})
