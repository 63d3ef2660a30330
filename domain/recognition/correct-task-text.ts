// Post-correction of a photo's recognised text for Russian school tasks (issue 34: «x²» came back as «x?» and «хз»,
// «y» as Cyrillic «у», «→» as «>»). Tesseract reads the Russian words well; what it breaks is the formulas inside them.
// Only formula contexts are touched — a single letter beside an operator or digit, a token holding one — so Russian
// words, units («кг», «м/с») and a question's own «?» stay as read. Measured on rendered tasks (edge/ocr tests).

/** Cyrillic letters Tesseract gives for Latin variables (Ь for b as well). */
const LATIN: Readonly<Record<string, string>> = { х: 'x', у: 'y', а: 'a', с: 'c', е: 'e', о: 'o', р: 'p', к: 'k', Ь: 'b', Х: 'X', У: 'Y', А: 'A', С: 'C', Е: 'E', О: 'O', Р: 'P', К: 'K' }
const LOOKALIKE = /[хуасеоркЬХУАСЕОРК]/
/** A token that is an operator by itself. */
const OPERATOR_TOKEN = /^[=+\-−—–<>≤≥·×÷]$/
/** Characters that make a token part of a formula. */
const FORMULA_CHAR = /[=+\-−<>()[\]^/0-9a-zA-Z²³]/

const isOperator = (t: string | undefined) => t !== undefined && OPERATOR_TOKEN.test(t)
const isFormulaToken = (t: string | undefined) => t !== undefined && (isOperator(t) || (FORMULA_CHAR.test(t) && !/\p{L}{2,}/u.test(t.replace(/[a-zA-Z]/g, ''))))

/** One token's lookalike letters made Latin, where the token is a formula's («2х», «х-у», «(а», «у» beside «=»). */
function latinVariables(token: string, besideOperator: boolean): string {
  const core = token.replace(/[.,;:!?]+$/, '')
  // «хз» is x³ read as two Cyrillic letters.
  if (/^[хx]з$/.test(core) && besideOperator) return `x³${token.slice(core.length)}`
  // A unit ratio («м/с», «км/ч») is Russian letters, not variables.
  if (/^[а-яё]+\/[а-яё]+\??$/i.test(core)) return token
  const runs = core.match(/\p{L}+/gu) ?? []
  if (runs.length === 0 || runs.some((r) => r.length > 1 && /[а-яё]/i.test(r))) return token
  const attached = /[0-9()=+\-−<>/^]/.test(core)
  if (!attached && !besideOperator) return token
  return token.replace(/\p{L}/gu, (c) => (LOOKALIKE.test(c) && core.replace(/[^\p{L}]/gu, '').length <= 3 ? (LATIN[c] ?? c) : c))
}

export function correctTaskText(text: string): string {
  // «lim при x → 0»: the arrow comes back as «>», and «при x» as «прих».
  const fixed = text.replace(/\blim\s+при\s*([xхyу])\s*>\s*/giu, (_m, v: string) => `lim при ${LATIN[v] ?? v} → `)
  return fixed
    .split('\n')
    .map((line) => {
      const parts = line.split(/(\s+)/)
      const tokens = parts.filter((_, i) => i % 2 === 0)
      const at = (k: number) => tokens[k]
      const out: string[] = []
      tokens.forEach((t, k) => {
        const prev = out[k - 1]
        const next = at(k + 1)
        const besideOperator = isOperator(prev) || isOperator(next) || /^[=+\-−<>]/.test(next ?? '') || /[=+\-−<>]$/.test(prev ?? '')
        let token = latinVariables(t, besideOperator)
        // A dash between two parts of a formula is a minus.
        if (/^[—–-]$/.test(token) && isFormulaToken(prev) && isFormulaToken(next)) token = '−'
        // «x?», «(a + b)?», «м/с?.»: a square read as «?», where a formula goes on or the sentence goes on after it.
        const square = /^(.*[a-zA-Z)/]|.*[а-яё]+\/[а-яё]+)\?([.,;:]?)$/i.exec(token)
        if (square && (square[2] || isFormulaToken(next) || /^[=+\-−—–<>]/.test(next ?? ''))) token = `${square[1]}²${square[2]}`
        out.push(token)
      })
      return parts.map((p, i) => (i % 2 === 0 ? out[i / 2] : p)).join('')
    })
    .join('\n')
}
