import { describe, expect, it } from 'vitest'
import { ALLOWED_UPLOAD_EXTENSIONS, checkUpload, shortFileName, uploadMimeType } from './uploads'

describe('order uploads', () => {
  it('accepts the spec extensions in any case, up to 10 MB', () => {
    expect(checkUpload({ name: 'Методичка.DOCX', size: 1000 })).toBeNull()
    expect(checkUpload({ name: 'scan.jfif', size: 10 * 1024 * 1024 })).toBeNull()
    expect(checkUpload({ name: 'program.exe', size: 1000 })).toBe('Упс 😳 Такой формат не подходит, попробуй другой')
    expect(checkUpload({ name: 'noext', size: 1000 })).toBe('Упс 😳 Такой формат не подходит, попробуй другой')
    expect(checkUpload({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('Упс 😳 Файлы слишком большие, попробуй другие')
  })

  it('cuts names to 15 characters plus the extension', () => {
    expect(shortFileName('Методические_указания_2026.docx')).toBe('Методические_ук….docx')
    expect(shortFileName('short.pdf')).toBe('short.pdf')
  })
})

describe('uploadMimeType', () => {
  it('names a type for every allowed extension but the Apple Keynote one, by the name’s extension in any case', () => {
    expect(uploadMimeType('Фото.JPG')).toBe('image/jpeg')
    expect(uploadMimeType('схема.svg')).toBe('image/svg+xml')
    expect(uploadMimeType('a.txt')).toBe('text/plain; charset=utf-8')
    expect(uploadMimeType('a.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    for (const ext of ALLOWED_UPLOAD_EXTENSIONS.filter((e) => e !== 'key')) expect(uploadMimeType(`f.${ext}`), ext).not.toBe('application/octet-stream')
    for (const name of ['без-расширения', 'a.exe', 'a.key', '.svg.']) expect(uploadMimeType(name), name).toBe('application/octet-stream')
  })
})
