import { describe, expect, it } from 'vitest'
import { textVersionAuthor, textVersionLabel, versionPreview, wordChange } from './text-history'

describe('text history helpers', () => {
  it('counts words added and removed as a multiset difference, case-insensitively', () => {
    expect(wordChange(null, 'Два слова')).toEqual({ added: 2, removed: 0 })
    expect(wordChange('Рынок труда меняется', 'рынок труда быстро меняется')).toEqual({ added: 1, removed: 0 })
    expect(wordChange('a b b c', 'b c d')).toEqual({ added: 1, removed: 2 })
    expect(wordChange('Текст', '[[visual:12]]\nТекст')).toEqual({ added: 1, removed: 0 })
  })

  it('previews a text on one line, naming visual items and cutting at a word', () => {
    expect(versionPreview('Первый абзац.\n[[visual:7]]\n  Второй   абзац.')).toBe('Первый абзац. [иллюстрация] Второй абзац.')
    const long = versionPreview('слово '.repeat(100), 40)
    expect(long.length).toBeLessThanOrEqual(41)
    expect(long.endsWith('слово…')).toBe(true)
  })

  it('names who made a version', () => {
    expect(['GENERATED', 'EDIT', 'AI_REWRITE', 'VISUAL_ITEM', 'RESET', 'RESTORE'].map((k) => textVersionAuthor(k as never))).toEqual(['Сгенерировано', 'Ты', 'ИИ-редактор', 'ИИ-редактор', 'Ты', 'Ты'])
  })

  it('tells a visual item deleted in place from one inserted or replaced, by the words of the change', () => {
    const [before, after] = ['Текст.\n\n[[visual:7]]', 'Текст.']
    const removed = wordChange(before, after)
    expect(textVersionLabel({ kind: 'VISUAL_ITEM', wordsAdded: removed.added, wordsRemoved: removed.removed })).toBe('Удалена иллюстрация')
    const added = wordChange(after, before)
    expect(textVersionLabel({ kind: 'VISUAL_ITEM', wordsAdded: added.added, wordsRemoved: added.removed })).toBe('Добавлена иллюстрация')
    const swapped = wordChange(before, 'Текст.\n\n[[visual:8]]')
    expect(textVersionLabel({ kind: 'VISUAL_ITEM', wordsAdded: swapped.added, wordsRemoved: swapped.removed })).toBe('Заменена иллюстрация')
    expect(textVersionLabel({ kind: 'EDIT', wordsAdded: 0, wordsRemoved: 3 })).toBe('Правка')
  })
})
