import { describe, expect, it } from 'vitest'
import { zipSync, strToU8 } from 'fflate'
import { checkSourceFileSize, checkSourceUpload, sniffSourceFormat } from './upload'

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0))
const docx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') })
const xlsx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook/>') })
// ODF and EPUB put an uncompressed "mimetype" entry first.
const odt = zipSync({ mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }], 'content.xml': strToU8('<office/>') })
const epub = zipSync({ mimetype: [strToU8('application/epub+zip'), { level: 0 }], 'META-INF/container.xml': strToU8('<container/>') })

describe('sniffSourceFormat', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['rtf', bytes('{\\rtf1\\ansi\\deff0 Текст}')],
    ['doc', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0])],
    ['djvu', bytes('AT&TFORM\x00\x00\x10\x00DJVUINFO')],
    ['docx', docx],
    ['odt', odt],
    ['epub', epub],
    ['txt', new TextEncoder().encode('Выготский Л. С. Мышление и речь.\r\nМосква, 1934.\n')],
  ])('recognises %s by its content', (format, content) => {
    expect(sniffSourceFormat(content)).toBe(format)
  })

  it('recognises neither a spreadsheet package nor a binary', () => {
    expect(sniffSourceFormat(xlsx)).toBeNull()
    expect(sniffSourceFormat(bytes('MZ\x90\x00\x03\x00\x00\x00'))).toBeNull()
    expect(sniffSourceFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull()
  })
})

describe('checkSourceUpload', () => {
  it('accepts a file whose extension and content agree, whatever the case of the extension', () => {
    expect(checkSourceUpload({ name: 'Статья.PDF', bytes: bytes('%PDF-1.4 ...') })).toEqual({ ok: true, format: 'pdf' })
    expect(checkSourceUpload({ name: 'book.docx', bytes: docx })).toEqual({ ok: true, format: 'docx' })
  })

  it('refuses a renamed file and an unknown extension with the spec’s message', () => {
    const format = { ok: false, error: 'Файл такого формата не поддерживается' }
    expect(checkSourceUpload({ name: 'virus.pdf', bytes: bytes('MZ\x90\x00') })).toEqual(format)
    expect(checkSourceUpload({ name: 'table.docx', bytes: xlsx })).toEqual(format)
    expect(checkSourceUpload({ name: 'notes.txt', bytes: bytes('%PDF-1.4') })).toEqual(format)
    expect(checkSourceUpload({ name: 'photo.jpg', bytes: bytes('\xff\xd8\xff\xe0') })).toEqual(format)
    expect(checkSourceUpload({ name: 'no-extension', bytes: bytes('%PDF-1.4') })).toEqual(format)
  })

  it('refuses files over 20 MB and empty files', () => {
    expect(checkSourceFileSize(20 * 1024 * 1024)).toBeNull()
    expect(checkSourceFileSize(20 * 1024 * 1024 + 1)).toBe('Размер файла не должен превышать 20Mb')
    const big = new Uint8Array(20 * 1024 * 1024 + 1)
    big.set(bytes('%PDF-1.4'))
    expect(checkSourceUpload({ name: 'big.pdf', bytes: big })).toEqual({ ok: false, error: 'Размер файла не должен превышать 20Mb' })
    expect(checkSourceUpload({ name: 'empty.txt', bytes: new Uint8Array() })).toEqual({ ok: false, error: 'Файл пустой — выбери другой' })
  })
})
