import { describe, expect, it } from 'vitest'
import { checkRecognitionFile, RECOGNITION_MESSAGES } from './recognition'
import { imageSize } from './image-size'

const u8 = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))
const png = (w: number, h: number) => u8([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [w >>> 24, (w >> 16) & 255, (w >> 8) & 255, w & 255, h >>> 24, (h >> 16) & 255, (h >> 8) & 255, h & 255])
// SOI, an APP0 segment of 4 bytes, then SOF0 with height 300 and width 400.
const jpeg = u8([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 1, 44, 1, 144, 3, 0, 0, 0, 0])
const bmp = u8('BM', new Array(16).fill(0), [0x20, 3, 0, 0], [0x58, 0xfd, 0xff, 0xff]) // 800 × -680 (top-down)
const webpX = u8('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0, 0, 0, 0, 0], [0x1f, 3, 0], [0x57, 2, 0]) // 800 × 600

describe('imageSize', () => {
  it('reads PNG, JPEG, BMP and WEBP headers, and nothing from junk', () => {
    expect(imageSize(png(640, 480), 'image/png')).toEqual({ width: 640, height: 480 })
    expect(imageSize(jpeg, 'image/jpeg')).toEqual({ width: 400, height: 300 })
    expect(imageSize(bmp, 'image/bmp')).toEqual({ width: 800, height: 680 })
    expect(imageSize(webpX, 'image/webp')).toEqual({ width: 800, height: 600 })
    expect(imageSize(u8([0xff, 0xd8, 0xff, 0x00, 1, 2, 3, 4, 5, 6, 7, 8]), 'image/jpeg')).toBeNull()
    expect(imageSize(png(0, 10), 'image/png')).toBeNull()
  })
})

describe('checkRecognitionFile', () => {
  const check = (name: string, bytes: Uint8Array) => checkRecognitionFile({ name, bytes })

  it('takes images by their content, whatever their extension says', () => {
    expect(check('photo.PNG', png(100, 100))).toEqual({ ok: true, mime: 'image/png' })
    expect(check('photo.png', jpeg)).toEqual({ ok: true, mime: 'image/jpeg' })
    expect(check('scan.jfif', jpeg)).toEqual({ ok: true, mime: 'image/jpeg' })
  })

  it('takes documents whose first bytes agree with their extension', () => {
    expect(check('task.pdf', u8('%PDF-1.7'))).toEqual({ ok: true, mime: 'application/pdf' })
    expect(check('task.docx', u8('PK\x03\x04rest'))).toMatchObject({ ok: true })
    expect(check('task.txt', new TextEncoder().encode('Задача'))).toEqual({ ok: true, mime: 'text/plain' })
    expect(check('task.txt', u8('MZ', [0, 1, 2]))).toEqual({ ok: false, error: RECOGNITION_MESSAGES.notDocument })
  })

  it('refuses the rest with the spec’s and its own Russian messages', () => {
    expect(check('virus.exe', u8('MZ'))).toEqual({ ok: false, error: 'Упс 😳 Такой формат не подходит, попробуй другой', tooLarge: false })
    expect(check('photo.png', new Uint8Array(0))).toMatchObject({ ok: false, error: 'Файл пустой — выбери другой' })
    expect(check('big.png', new Uint8Array(10 * 1024 * 1024 + 1))).toEqual({ ok: false, error: 'Упс 😳 Файлы слишком большие, попробуй другие', tooLarge: true })
    expect(check('slides.pptx', u8('PK\x03\x04'))).toEqual({ ok: false, error: RECOGNITION_MESSAGES.unsupported })
    expect(check('photo.avif', u8([0, 0, 0, 0x20], 'ftypavif'))).toEqual({ ok: false, error: RECOGNITION_MESSAGES.unsupported })
    expect(check('photo.jpg', u8('<html>'))).toEqual({ ok: false, error: RECOGNITION_MESSAGES.notImage })
    expect(check('photo.png', png(30_000, 10))).toEqual({ ok: false, error: RECOGNITION_MESSAGES.tooManyPixels })
    expect(check('photo.png', png(8000, 8000))).toEqual({ ok: false, error: RECOGNITION_MESSAGES.tooManyPixels })
  })
})
