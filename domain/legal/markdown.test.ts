import { describe, expect, it } from 'vitest'
import { parseInline, parseMarkdown } from './markdown'

describe('legal Markdown subset', () => {
  it('reads headings, paragraphs joined across lines and lists', () => {
    const blocks = parseMarkdown('## 1. Общие положения\n\nПервая строка\nвторая строка.\n\n- пункт один\n  продолжение\n- пункт **два**\n\n### Подраздел\nТекст')
    expect(blocks).toEqual([
      { type: 'h2', id: 'p-1', text: '1. Общие положения' },
      { type: 'p', inline: [{ type: 'text', text: 'Первая строка вторая строка.' }] },
      {
        type: 'ul',
        items: [
          [{ type: 'text', text: 'пункт один' }, { type: 'text', text: ' продолжение' }],
          [{ type: 'text', text: 'пункт ' }, { type: 'strong', text: 'два' }],
        ],
      },
      { type: 'h3', id: 'h-3', text: 'Подраздел' },
      { type: 'p', inline: [{ type: 'text', text: 'Текст' }] },
    ])
  })

  it('keeps links only to the site, https, mailto and tel; any other link stays literal text', () => {
    expect(parseInline('см. [политику](/ecosystem/docs/privacy-policy) и [почту](mailto:a@b.ru)')).toEqual([
      { type: 'text', text: 'см. ' },
      { type: 'link', text: 'политику', href: '/ecosystem/docs/privacy-policy' },
      { type: 'text', text: ' и ' },
      { type: 'link', text: 'почту', href: 'mailto:a@b.ru' },
    ])
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'http://plain.example', 'data:text/html,x']) {
      const inline = parseInline(`[x](${bad})`)
      expect(inline.every((i) => i.type === 'text')).toBe(true)
      expect(inline.map((i) => i.text).join('')).toBe(`[x](${bad})`)
    }
  })

  it('never produces markup: HTML in the source is plain text', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n\n<b onclick="x">жирный</b>')
    expect(blocks).toEqual([
      { type: 'p', inline: [{ type: 'text', text: '<script>alert(1)</script>' }] },
      { type: 'p', inline: [{ type: 'text', text: '<b onclick="x">жирный</b>' }] },
    ])
  })
})
