// The fixer on the fixture set: every file fixed, checked again and read again. What it can fix is gone from the
// second report; what it cannot (a missing section or caption, a caption on the wrong side, the sources' order) is
// all that is left; every paragraph keeps its text, except the few corrected wordings, which keep every word.
import { describe, expect, it } from 'vitest'
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { FIXTURES } from '../../tests/fixtures/format-check/cases'
import type { TViolationKind } from '../../domain/format-check/violations'
import { GOST_7_32 } from '../../domain/format-check/profile'
import { readDocx } from './read-docx'
import { fixDocx } from './fix-docx'
import { checkDocx } from './check-docx'
import { FILE_MESSAGES } from '../../domain/files/uploads'
import { ZIP_LIMITS } from '../documents/safe-unzip'
import { FIX_MESSAGES } from './fix-docx'

const TODAY = new Date('2026-12-01T00:00:00Z')

/**
 * What the fixer leaves to the student: it would have to invent text or move content — and a reference entry it could
 * not correct without guessing (the test below shows which).
 */
const LEFT_TO_STUDENT = new Set<TViolationKind>(['structure-missing', 'caption-missing', 'reference-entry'])
const STRUCTURAL = new Set(GOST_7_32.headings.structural.map((s) => s.name))

const words = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !/^(?:рис|глава|раздел)$/.test(w))

describe('the format fixer on the fixture set', async () => {
  const results = await Promise.all(
    FIXTURES.map(async (f) => {
      const bytes = await f.bytes()
      const fixed = fixDocx(bytes, { today: TODAY })
      return { name: f.name, bytes, fixed, seeds: f.seeds }
    }),
  )

  it('leaves only what needs the student: no fixable kind survives in any file', () => {
    const left = results.flatMap((r) => r.fixed.after.groups.filter((g) => !LEFT_TO_STUDENT.has(g.kind)).map((g) => `${r.name}: ${g.kind} ${g.items.map((v) => `«${v.excerpt}» ${v.found}`).join('; ')}`))
    expect(left).toEqual([])
    // And it did fix: the seeded files had fixable violations before.
    const fixable = results.reduce((n, r) => n + r.fixed.before.groups.filter((g) => !LEFT_TO_STUDENT.has(g.kind)).reduce((k, g) => k + g.count, 0), 0)
    expect(fixable).toBeGreaterThan(40)
  })

  it('fixes every file with only fixable seeds to a clean report', () => {
    const onlyFixable = results.filter((r) => r.seeds.every((s) => !LEFT_TO_STUDENT.has(s.kind)))
    expect(onlyFixable.length).toBeGreaterThanOrEqual(12)
    expect(onlyFixable.map((r) => [r.name, r.fixed.after.total])).toEqual(onlyFixable.map((r) => [r.name, 0]))
  })

  it('keeps the text of every paragraph; a corrected wording keeps every word', () => {
    for (const r of results) {
      const before = readDocx(r.bytes).paragraphs
      const after = readDocx(r.fixed.bytes).paragraphs
      expect(after.length, r.name).toBe(r.fixed.order.length)
      const changed = new Set(r.fixed.textChanged)
      // Every paragraph of the upload is in the fixed file once (a moved caption elsewhere); what is new is a contents.
      expect(r.fixed.order.filter((i) => i >= 0).sort((a, b) => a - b), r.name).toEqual(before.map((_, i) => i))
      after.forEach((a, k) => {
        const i = r.fixed.order[k]!
        if (i < 0) return expect(a.inToc || a.text === 'СОДЕРЖАНИЕ', `${r.name} new #${k} «${a.text}»`).toBe(true)
        const p = before[i]!
        if (!changed.has(i)) return expect(a.text, `${r.name} #${i}`).toBe(p.text)
        // A structural element's other name («СПИСОК ЛИТЕРАТУРЫ») becomes the profile's.
        if (STRUCTURAL.has(a.text.trim())) return
        const kept = new Set(words(a.text))
        expect(words(p.text).filter((w) => !kept.has(w) && !/^\d+$/.test(w)), `${r.name} #${i}`).toEqual([])
      })
    }
  })

  it('adds the contents a work lacks, with its headings and their pages, after the title page', () => {
    const r = results.find((x) => x.name === 'word-contents-appendix')!
    expect(r.fixed.before.groups.map((g) => g.kind)).toContain('contents-missing')
    const after = readDocx(r.fixed.bytes)
    expect(after.hasTocField).toBe(true)
    const at = after.paragraphs.findIndex((p) => p.text === 'СОДЕРЖАНИЕ')
    expect(at).toBeGreaterThan(0)
    const entries = after.paragraphs.filter((p) => p.inToc).map((p) => p.text.split('\t'))
    expect(entries.map((e) => e[0])).toEqual(expect.arrayContaining(['ВВЕДЕНИЕ', '1 Теоретические основы управления качеством', 'ЗАКЛЮЧЕНИЕ', 'ПРИЛОЖЕНИЕ А']))
    const pages = entries.map((e) => Number(e[1]))
    expect(pages.every((n, k) => n >= 3 && (k === 0 || n >= pages[k - 1]!))).toBe(true)
    expect(r.fixed.after.total).toBe(0)
  })

  it('moves a caption to its figure’s other side, and nothing else moves', () => {
    const moved = results.filter((r) => r.fixed.order.some((was, k) => was !== k && was >= 0 && !r.fixed.order.includes(-1))).map((r) => r.name)
    // The captions, and (below) a reference list put in citation order.
    expect(moved).toEqual(['google-captions', 'google-references'])
    const r = results.find((x) => x.name === 'google-captions')!
    const after = readDocx(r.fixed.bytes).paragraphs
    const caption = after.findIndex((p) => p.text.startsWith('Рисунок 1'))
    expect(after[caption - 1]!.hasDrawing).toBe(true)
    expect(after[caption]!.props.alignment).toBe('center')
    expect(r.fixed.after.groups.map((g) => g.kind)).toEqual(['caption-missing'])
  })

  it('writes the corrections the checker suggested', () => {
    const text = (name: string) => readDocx(results.find((r) => r.name === name)!.fixed.bytes).paragraphs.map((p) => p.text)
    expect(text('google-captions')).toContain('Рисунок 2 – Структура службы качества')
    expect(text('word-caption-numbers')).toContain('Таблица 2 – Затраты на качество')
    expect(text('libreoffice-headings')).toContain('1 Теоретические основы управления качеством')
    expect(text('libreoffice-headings')).toContain('1.1 Понятие качества продукции')
    expect(text('google-everything-direct')).toContain('СОДЕРЖАНИЕ')
    expect(text('word-contents-appendix')).toContain('ПРИЛОЖЕНИЕ А')
    const refs = text('google-references')
    // The list now follows the order the text cites it in (1, 3, 2, 4), and the citations follow the list.
    expect(refs).toContain('3. Алексеев, А. А. Статистические методы контроля / А. А. Алексеев // Стандарты и качество. – 2021. – № 5. – С. 34–41.')
    expect(refs.find((t) => t.startsWith('2. '))).toMatch(/^2\. Сидоров, С\. С\./)
    expect(refs.find((t) => t.startsWith('Абзац 3.'))).toBe('Абзац 3. Методы статистического контроля описаны в учебнике [2], они дополняют подход [3].')
    expect(refs.find((t) => t.startsWith('1. Петров'))).toBe('1. Петров, П. П. Управление качеством / П. П. Петров. – М. : Юрайт, 2022. – 356 с.')
    // An online source without an access date is not given one the student never wrote: it stays in the report.
    expect(refs.find((t) => t.startsWith('4. Росстат'))).toBe('4. Росстат : официальный сайт. – Москва, 2026. – https://rosstat.gov.ru')
    const report = results.find((r) => r.name === 'google-references')!.fixed.after
    expect(report.groups.map((g) => g.kind)).toEqual(['reference-entry'])
  })

  it('leaves the order as it was when renumbering would break a range of citations', async () => {
    const files = unzipSync(await FIXTURES.find((f) => f.name === 'google-references')!.bytes())
    const xml = strFromU8(files['word/document.xml']!)
    expect(xml).toContain('в учебнике [3], они дополняют подход [2].')
    // First cited 1, then 3, then «2–4»: in citation order 2, 3, 4 would become 3, 2, 4 — no longer a range.
    const broken = zipSync({ ...files, 'word/document.xml': strToU8(xml.replace('в учебнике [3], они дополняют подход [2].', 'в учебнике [3], они дополняют подходы [2–4].')) })
    const fixed = fixDocx(broken, { today: TODAY })
    expect(fixed.after.groups.map((g) => g.kind)).toContain('reference-order')
    expect(readDocx(fixed.bytes).paragraphs.map((p) => p.text)).toContain('Абзац 3. Методы статистического контроля описаны в учебнике [3], они дополняют подходы [2–4].')
  })

  it('changes nothing in a clean file but the parts it must write, and fixing twice changes nothing more', () => {
    for (const name of ['word-clean', 'libreoffice-clean', 'google-clean']) {
      const r = results.find((x) => x.name === name)!
      expect(r.fixed.before.total).toBe(0)
      expect(readDocx(r.fixed.bytes).paragraphs.map((p) => p.text)).toEqual(readDocx(r.bytes).paragraphs.map((p) => p.text))
    }
    const once = results.find((r) => r.name === 'libreoffice-mixed')!.fixed
    const twice = fixDocx(once.bytes, { today: TODAY })
    expect(twice.before.total).toBe(once.after.total)
    expect(twice.textChanged).toEqual([])
  })

  it('keeps every part of the package and adds a footer only where page numbers were missing', () => {
    for (const r of results) {
      const before = Object.keys(unzipSync(r.bytes))
      const after = Object.keys(unzipSync(r.fixed.bytes))
      expect(after.slice(0, before.length).sort(), r.name).toEqual([...before].sort())
      const added = after.filter((n) => !before.includes(n))
      expect(added, r.name).toEqual(r.name === 'libreoffice-no-numbers' || r.name === 'word-a4-only-margins' ? added.filter((n) => /^word\/footer\d+\.xml$/.test(n)) : [])
    }
    const numbered = results.find((r) => r.name === 'libreoffice-no-numbers')!
    expect(checkDocx(numbered.fixed.bytes, { today: TODAY }).groups.map((g) => g.kind)).toEqual([])
  })
})

describe('the format fixer on hostile input', () => {
  const refusal = (run: () => unknown) => {
    try {
      run()
    } catch (e) {
      return (e as Error).message
    }
    return 'no refusal'
  }

  it('refuses what the checker refuses, with the same Russian messages', async () => {
    const good = await FIXTURES.find((f) => f.name === 'word-clean')!.bytes()
    expect(refusal(() => fixDocx(good.slice(0, good.length - 200)))).toBe(FILE_MESSAGES.broken)
    expect(refusal(() => fixDocx(zipSync({ 'word/document.xml': new Uint8Array(ZIP_LIMITS.maxDeclaredTotal + 1) })))).toBe(FILE_MESSAGES.broken)
    expect(refusal(() => fixDocx(strToU8('%PDF-1.7')))).toMatch(/^Это файл PDF\. Нужен файл Word/)
    // Nesting past what any Word part has: read flat by the parser, so writing it back would change it — refused.
    const deep = zipSync({ 'word/document.xml': strToU8(`<w:document><w:body>${'<w:sdt><w:sdtContent>'.repeat(200)}<w:p><w:r><w:t>x</w:t></w:r></w:p>${'</w:sdtContent></w:sdt>'.repeat(200)}</w:body></w:document>`) })
    expect(refusal(() => fixDocx(deep))).toBe(FIX_MESSAGES.tooComplex)
  })

  it('fixes a document.xml cut anywhere into a file the checker reads, never throwing', async () => {
    const files = unzipSync(await FIXTURES.find((f) => f.name === 'libreoffice-mixed')!.bytes())
    const xml = strFromU8(files['word/document.xml']!)
    for (let k = 1; k <= 12; k++) {
      const cut = zipSync({ ...files, 'word/document.xml': strToU8(xml.slice(0, Math.floor((xml.length * k) / 13))) })
      const fixed = fixDocx(cut, { today: TODAY })
      expect(checkDocx(fixed.bytes).profileId).toBe('gost-7.32-2017')
    }
  })
})
