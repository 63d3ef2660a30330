// Splits an answer into text and formulas: $$…$$ (display) and $…$ (inline), as the tutor prompt asks for. A `$` left
// open (a formula still streaming in) stays text until its closing `$` arrives; `\$` is a literal dollar.
export type TMathSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean }

export function mathSegments(input: string): TMathSegment[] {
  const out: TMathSegment[] = []
  let text = ''
  let i = 0
  const flush = () => {
    if (text) out.push({ kind: 'text', text })
    text = ''
  }
  while (i < input.length) {
    const ch = input[i]!
    if (ch === '\\' && input[i + 1] === '$') {
      text += '$'
      i += 2
      continue
    }
    if (ch === '$') {
      const display = input[i + 1] === '$'
      const open = display ? 2 : 1
      const close = findClose(input, i + open, display)
      if (close > i + open) {
        flush()
        out.push({ kind: 'math', tex: input.slice(i + open, close).trim(), display })
        i = close + open
        continue
      }
    }
    text += ch
    i++
  }
  flush()
  return out
}

function findClose(s: string, from: number, display: boolean): number {
  for (let j = from; j < s.length; j++) {
    if (s[j] === '\\') {
      j++
      continue
    }
    // An inline formula does not span paragraphs: a stray `$` is then just a dollar.
    if (!display && s[j] === '\n' && s[j + 1] === '\n') return -1
    if (s[j] === '$' && (!display || s[j + 1] === '$')) return j
  }
  return -1
}
