import { describe, expect, it } from 'vitest'
import { stemEnglish } from './stem-english'

describe('stemEnglish', () => {
  it('joins the inflected forms of a word', () => {
    const same = (words: string[]) => expect(new Set(words.map(stemEnglish)).size, words.join(' ')).toBe(1)
    same(['network', 'networks'])
    same(['learn', 'learning', 'learned'])
    same(['study', 'studies'])
    same(['educate', 'educated', 'education'])
    same(['organization', 'organizations'])
    same(['stop', 'stopped'])
    same(['hope', 'hoped'])
  })

  it('keeps short words and different words apart', () => {
    expect(stemEnglish('bus')).toBe('bus')
    expect(stemEnglish('analysis')).toBe('analysis')
    expect(stemEnglish('network')).not.toBe(stemEnglish('netball'))
  })
})
