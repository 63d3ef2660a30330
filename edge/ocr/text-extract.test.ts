// Text extraction without OCR: TXT encodings, DOCX markup and bombs, PDF refusals, and the tidy-up of any text.
import { describe, expect, it } from 'vitest'
import { strToU8, zipSync } from 'fflate'
import { documentsOcr } from './create-ocr'
import { OcrError, type TImageOcr } from './port'
import { textOfDocx, textOfPdf, textOfTxt, tidyText } from './text-extract'

const failure = (p: Promise<unknown>) => p.then(() => expect.fail('should have thrown'), (e: unknown) => (expect(e).toBeInstanceOf(OcrError), e as OcrError))
const docx = (xml: string | Uint8Array) => zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': typeof xml === 'string' ? strToU8(xml) : xml })

describe('textOfTxt', () => {
  it('reads UTF-8 with or without a BOM and falls back to Windows-1251', () => {
    expect(textOfTxt(strToU8('Задача'))).toBe('Задача')
    expect(textOfTxt(Uint8Array.from([0xef, 0xbb, 0xbf, ...strToU8('Задача')]))).toBe('Задача')
    expect(textOfTxt(Uint8Array.from([0xc7, 0xe0, 0xe4, 0xe0, 0xf7, 0xe0]))).toBe('Задача')
  })
})

describe('textOfDocx', () => {
  it('keeps paragraphs, tabs and breaks and decodes entities', () => {
    const xml = '<w:document><w:body><w:p><w:r><w:t>Найдите x:</w:t><w:tab/><w:t>x &gt; 2 &amp;&amp; x &lt; 5</w:t></w:r></w:p><w:p><w:r><w:t>Ответ &#8470;1&#x21;</w:t><w:br/><w:t>Конец</w:t></w:r></w:p></w:body></w:document>'
    expect(tidyText(textOfDocx(docx(xml)), 1000)).toBe('Найдите x: x > 2 && x < 5\nОтвет №1!\nКонец')
  })

  it('refuses a zip bomb and a zip without a Word document in Russian', () => {
    const bomb = docx(new Uint8Array(80 * 1024 * 1024))
    expect(() => textOfDocx(bomb)).toThrow('Файл повреждён или слишком большой')
    expect(() => textOfDocx(zipSync({ 'a.txt': strToU8('x') }))).toThrow('В файле DOCX нет текста документа')
    expect(() => textOfDocx(strToU8('PK\x03\x04 not really a zip'))).toThrow('Файл повреждён или слишком большой')
  })
})

describe('textOfPdf', () => {
  it('refuses a broken PDF in Russian', async () => {
    expect((await failure(textOfPdf(strToU8('%PDF-1.7\ngarbage')))).message).toBe('Файл PDF повреждён или защищён паролем')
  })
})

describe('documentsOcr', () => {
  const images = (text: string, accepts = ['image/png']): TImageOcr & { calls: number } => {
    const engine = { name: 'tesseract' as const, accepts, calls: 0, recognize: async () => (engine.calls++, text) }
    return engine
  }

  it('answers FAILED-worthy «Не удалось распознать текст» when a photo yields only specks', async () => {
    expect((await failure(documentsOcr(images(' . , ~ ')).recognize(new Uint8Array(8), 'image/png'))).message).toBe('Не удалось распознать текст')
    expect(await documentsOcr(images('  Задача   1\n\n\n\nОтвет ')).recognize(new Uint8Array(8), 'image/png')).toBe('Задача 1\n\nОтвет')
  })

  it('cuts very long text to 20 000 characters', async () => {
    expect(await documentsOcr(images('')).recognize(strToU8('а'.repeat(30_000)), 'text/plain')).toHaveLength(20_000)
  })
})
