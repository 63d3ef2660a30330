import { describe, expect, it } from 'vitest'
import { stemRussian } from './stem-russian'

// Stems as the published Snowball stemmer gives them (its sample vocabulary and output, snowballstem.org).
const KNOWN: Array<[string, string]> = [
  ['социальных', 'социальн'],
  ['сетями', 'сет'],
  ['успеваемости', 'успеваем'],
  ['студентов', 'студент'],
  ['вагоне', 'вагон'],
  ['важная', 'важн'],
  ['важнейшие', 'важн'],
  ['вдохновенья', 'вдохновен'],
  ['взволнованный', 'взволнова'],
  ['взглянул', 'взглянул'],
  ['читающий', 'чита'],
  ['бегущий', 'бегущ'],
  ['деятельность', 'деятельн'],
  ['информационных', 'информацион'],
  ['обучающихся', 'обуча'],
  ['становится', 'станов'],
  ['исследования', 'исследован'],
]

describe('stemRussian (Snowball)', () => {
  it('gives the published stems', () => {
    for (const [word, stem] of KNOWN) expect(stemRussian(word), word).toBe(stem)
  })

  it('gives one stem to the cases of a noun and the forms of an adjective', () => {
    expect(new Set(['сеть', 'сети', 'сетью', 'сетей', 'сетям', 'сетях'].map(stemRussian))).toEqual(new Set(['сет']))
    expect(new Set(['социальный', 'социальная', 'социальные', 'социальных', 'социальными', 'социальной'].map(stemRussian))).toEqual(new Set(['социальн']))
  })

  it('removes a perfective gerund only after а or я in group 1, and any group 2 gerund', () => {
    expect(stemRussian('прочитав')).toBe('прочита')
    expect(stemRussian('сделавшись')).toBe('сдела')
    expect(stemRussian('купив')).toBe('куп')
  })

  it('removes -ость only inside R2 and undoubles н', () => {
    expect(stemRussian('возможность')).toBe('возможн')
    expect(stemRussian('кость')).toBe('кост')
    expect(stemRussian('длинный')).toBe('длин')
  })

  it('leaves words without a vowel and short words alone', () => {
    expect(stemRussian('вз')).toBe('вз')
    expect(stemRussian('он')).toBe('он')
    expect(stemRussian('')).toBe('')
  })
})
