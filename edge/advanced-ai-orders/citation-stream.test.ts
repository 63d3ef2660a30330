import { describe, expect, it } from 'vitest'
import { createCitationStream } from './citation-stream'

function run(chunks: string[], n: number) {
  const s = createCitationStream(n)
  const out = chunks.map((c) => s.push(c)).join('') + s.end()
  return { out, removed: s.removed }
}

describe('citation stream guard', () => {
  it('keeps citations to given references and drops numbers that point to nothing, however the text is split', () => {
    const text = 'Норма закреплена в кодексе [1]. Практика различается [2, 7]. Источник [9] придуман. Итог [3].'
    const whole = run([text], 3)
    expect(whole.out).toBe('Норма закреплена в кодексе [1]. Практика различается [2]. Источник придуман. Итог [3].')
    expect(whole.removed).toBe(2)
    // Every split point gives the same text: a bracket is never cut in half on its way out.
    for (let i = 1; i < text.length; i++) expect(run([text.slice(0, i), text.slice(i)], 3).out).toBe(whole.out)
    expect(run([...text], 3).out).toBe(whole.out)
  })

  it('with no references every citation goes; plain brackets stay', () => {
    expect(run(['См. [1] и [2–4]', ' [примечание].'], 0).out).toBe('См. и [примечание].')
  })
})
