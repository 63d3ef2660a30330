// The done marker is taken out wherever the deltas cut it, and a tail that only looked like its start comes out whole.
import { describe, expect, it } from 'vitest'
import { TUTOR_DONE_MARKER } from '../tutor/tutor-port'
import { createMarkerFilter } from './marker-filter'

function run(deltas: string[]) {
  const f = createMarkerFilter(TUTOR_DONE_MARKER)
  const out = deltas.map((d) => f.push(d)).join('') + f.end()
  return { out, found: f.found }
}

describe('createMarkerFilter', () => {
  const text = `Верно, x = 4! ${TUTOR_DONE_MARKER}`
  it('strips the marker at every split point of the stream', () => {
    for (let i = 0; i <= text.length; i++) {
      for (let j = i; j <= text.length; j += 3) {
        expect(run([text.slice(0, i), text.slice(i, j), text.slice(j)])).toEqual({ out: 'Верно, x = 4! ', found: true })
      }
    }
    expect(run([...text])).toEqual({ out: 'Верно, x = 4! ', found: true })
  })
  it('lets a look-alike tail and tags through', () => {
    expect(run(['a <task_', 'comp'])).toEqual({ out: 'a <task_comp', found: false })
    expect(run(['<qa>4</qa> <', 'b>'])).toEqual({ out: '<qa>4</qa> <b>', found: false })
  })
  it('holds back only what could still be the marker', () => {
    const f = createMarkerFilter(TUTOR_DONE_MARKER)
    expect(f.push('Ответ: <ta')).toBe('Ответ: ')
    expect(f.push('ble>')).toBe('<table>')
  })
})
