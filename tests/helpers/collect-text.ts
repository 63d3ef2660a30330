// Collects an AI text stream into one string, calling onDelta with each piece (tests of the providers and the tutor).
export async function collectText(stream: AsyncIterable<string>, onDelta?: (delta: string, soFar: string) => void): Promise<string> {
  let text = ''
  for await (const delta of stream) {
    text += delta
    onDelta?.(delta, text)
  }
  return text
}
