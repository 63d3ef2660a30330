// OPTIONAL render check: runs only where `libreoffice` and `pdftotext` (poppler-utils) are on PATH, and is
// skipped otherwise (neither is a project dependency). LibreOffice lays the DOCX out independently of Word;
// the test checks the pages it prints: title page without a number, contents with the right page numbers,
// numbered pages, and that the PPTX opens with one page per slide.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sampleEssay } from '../../tests/helpers/sample-essay'
import { buildEssayDocx, STRUCTURAL } from './essay-docx'
import { buildEssayDefensePptx } from '../essays/presentation/essay-defense-pptx'
import { essayDefenseDeck } from '../../domain/essay/defense-deck'
import { orderReferences } from '../../domain/essay/work-document-citations'

const onPath = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0
const canRender = onPath('libreoffice') && onPath('pdftotext')

describe.skipIf(!canRender)('LibreOffice render (skipped without libreoffice and pdftotext)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'essay-render-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** Converts to PDF with a profile of its own, so a LibreOffice already running elsewhere doesn't take the job. */
  function toPdfPages(name: string, bytes: Uint8Array): string[] {
    writeFileSync(join(dir, name), bytes)
    execFileSync(
      'libreoffice',
      [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, join(dir, name)],
      { stdio: 'ignore', timeout: 120_000 },
    )
    const pdf = join(dir, name.replace(/\.\w+$/, '.pdf'))
    readFileSync(pdf) // throws if the conversion wrote nothing
    return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1)
  }

  it('renders the 20-page work with a numberless title page and a contents that matches the pages', { timeout: 180_000 }, async () => {
    const work = sampleEssay()
    const pages = toPdfPages('work.docx', await buildEssayDocx(work))
    expect(pages.length).toBeGreaterThanOrEqual(17)
    expect(pages.length).toBeLessThanOrEqual(23)

    const lines = (i: number) => pages[i]!.split('\n').map((l) => l.trim()).filter(Boolean)
    expect(lines(0)).toContain('РЕФЕРАТ')
    expect(lines(0).at(-1)).toBe('Москва 2026')
    expect(lines(0).some((l) => /^\d+$/.test(l))).toBe(false)
    expect(lines(1)[0]).toBe(STRUCTURAL.contents)
    for (let i = 1; i < pages.length; i++) expect(lines(i).at(-1)).toBe(String(i + 1))

    // Each contents entry's number is the page its heading is printed on.
    const entries = lines(1)
      .map((l) => /^(.+?)\s*\.{3,}\s*(\d+)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ title: m[1]!.trim(), page: Number(m[2]) }))
    expect(entries.length).toBe(2 + work.chapters.length + work.chapters.reduce((n, c) => n + c.subchapters.length, 0) + 1)
    for (const e of entries) expect(lines(e.page - 1)).toContain(e.title)
    expect(lines(pages.length - 1).join(' ')).toContain(`${work.references.length}.`)
  })

  it('renders the defense PPTX, one page per slide', { timeout: 180_000 }, async () => {
    const work = sampleEssay()
    const pages = toPdfPages('deck.pptx', await buildEssayDefensePptx(work, { isDemo: false }))
    // The title slide, then the deck's slides.
    expect(pages).toHaveLength(1 + essayDefenseDeck(orderReferences(work), { isDemo: false }).slides.length)
    expect(pages[0]).toContain('Цифровая трансформация')
  })
})
