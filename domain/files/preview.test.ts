import { describe, expect, it } from 'vitest'
import { filePreviewKind, formatFileSize, previewMimeType, previewText, TEXT_PREVIEW_BYTES, TEXT_PREVIEW_CHARS } from './preview'
import { shortFileName } from './uploads'

describe('«Просмотр файла»: how a file is shown', () => {
  it('pictures by extension, in any case, the SVG among them (shown only as an <img>)', () => {
    for (const name of ['a.jpeg', 'a.JPG', 'scan.jfif', 'a.png', 'a.webp', 'a.avif', 'a.bmp', 'drawing.SVG']) expect(filePreviewKind({ name })).toBe('image')
  })

  it('txt and csv as text; PDF, office files and the rest for download (a PDF is never embedded: the CSP forbids it)', () => {
    expect(filePreviewKind({ name: 'Методичка.TXT' })).toBe('text')
    expect(filePreviewKind({ name: 'оценки.csv' })).toBe('text')
    for (const name of ['a.pdf', 'a.docx', 'a.doc', 'a.xlsx', 'a.pptx', 'a.key', 'a.odp', 'a.exe', 'a.html']) expect(filePreviewKind({ name })).toBe('download')
  })

  it('the extension wins over the type given; without one the type decides', () => {
    expect(filePreviewKind({ name: 'page.html', type: 'image/png' })).toBe('download')
    expect(filePreviewKind({ name: 'photo.png', type: 'application/octet-stream' })).toBe('image')
    expect(filePreviewKind({ name: 'photo', type: 'Image/PNG' })).toBe('image')
    expect(filePreviewKind({ name: 'notes', type: 'text/plain; charset=utf-8' })).toBe('text')
    expect(filePreviewKind({ name: 'page', type: 'text/html' })).toBe('download')
    expect(filePreviewKind({ name: 'blob' })).toBe('download')
  })

  it('the bytes get the type an <img> needs (a file route answers octet-stream)', () => {
    expect(previewMimeType({ name: 'x.svg', type: 'application/octet-stream' })).toBe('image/svg+xml')
    expect(previewMimeType({ name: 'x.JFIF' })).toBe('image/jpeg')
    expect(previewMimeType({ name: 'x.csv' })).toBe('text/csv')
    expect(previewMimeType({ name: 'x.pdf', type: 'application/pdf' })).toBe('application/pdf')
    expect(previewMimeType({ name: 'x.docx' })).toBe('application/octet-stream')
  })

  it('text: the first 4 000 characters, whole code points, and whether it was cut', () => {
    expect(previewText('коротко')).toEqual({ text: 'коротко', cut: false })
    const long = '😀'.repeat(TEXT_PREVIEW_CHARS + 10)
    const shown = previewText(long)
    expect(shown.cut).toBe(true)
    expect(Array.from(shown.text)).toHaveLength(TEXT_PREVIEW_CHARS)
    expect(shown.text.endsWith('😀')).toBe(true)
    expect(TEXT_PREVIEW_BYTES).toBeGreaterThan(TEXT_PREVIEW_CHARS * 4)
  })

  it('sizes in Russian units', () => {
    expect(formatFileSize(512)).toBe('512 Б')
    expect(formatFileSize(2560)).toBe('2,5 КБ')
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 МБ')
    expect(formatFileSize(-1)).toBe('—')
  })

  it('the name on a chip is the one helper: 15 characters plus the extension', () => {
    expect(shortFileName('задача_про_поезд_из_учебника.PNG')).toBe('задача_про_поез….png')
    expect(shortFileName('фото.jpg')).toBe('фото.jpg')
  })
})
