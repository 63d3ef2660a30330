// Answer options in a tutor's reply (orders.md §3 Training message: "Text may carry qa tags that are parsed into
// answer options"): `<qa>вариант</qa>` anywhere in the text. The chat shows the text without the tags and the options
// as buttons; a half-received tag (while streaming) is hidden until it closes.

const QA = /<qa>([\s\S]*?)<\/qa>/g
const OPEN_TAIL = /<(?:q(?:a(?:>[\s\S]*)?)?)?$/

export type TQaParsed = { text: string; options: string[] }

export function parseQa(content: string): TQaParsed {
  const options: string[] = []
  let text = content.replace(QA, (_, inner: string) => {
    const option = inner.replace(/\s+/g, ' ').trim()
    if (option && !options.includes(option) && options.length < 6) options.push(option)
    return ''
  })
  text = text.replace(OPEN_TAIL, '')
  return { text: text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim(), options }
}
