import { describe, expect, it } from 'vitest'
import { snippetParts } from './match-snippet'

describe('snippetParts', () => {
  it('splits the matched words from the rest, in order', () => {
    expect(snippetParts('Найди ⟦корни⟧ уравнения через ⟦дискриминант⟧.')).toEqual([
      { text: 'Найди ', matched: false },
      { text: 'корни', matched: true },
      { text: ' уравнения через ', matched: false },
      { text: 'дискриминант', matched: true },
      { text: '.', matched: false },
    ])
  })

  it('a snippet without marks is one plain run; an empty one is none', () => {
    expect(snippetParts('Период маятника')).toEqual([{ text: 'Период маятника', matched: false }])
    expect(snippetParts('')).toEqual([])
  })

  it('starts and ends on a mark without empty runs', () => {
    expect(snippetParts('⟦x⟧ и ⟦y⟧')).toEqual([
      { text: 'x', matched: true },
      { text: ' и ', matched: false },
      { text: 'y', matched: true },
    ])
  })
})
