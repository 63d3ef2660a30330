import { describe, expect, it } from 'vitest'
import { checkUpload, shortFileName } from './uploads'

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
