// Reads a body stream up to a byte limit, the one way the server holds an unknown amount of bytes someone else sends:
// request bodies (body-limit.ts) and provider answers (adapters/http.ts). Reading stops at the limit and cancels the
// stream, so a hostile sender cannot make us hold more than we asked for.

/** The body, or null once it passes `maxSize`; with `truncate`, its first `maxSize` bytes instead of null. */
export async function readWithin(body: ReadableStream<Uint8Array>, maxSize: number, opts: { truncate?: boolean } = {}): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (size + value.byteLength > maxSize) {
      await reader.cancel().catch(() => {})
      if (!opts.truncate) return null
      chunks.push(value.subarray(0, maxSize - size))
      size = maxSize
      break
    }
    chunks.push(value)
    size += value.byteLength
  }
  return joinBytes(chunks, size)
}

/** The parts one after another in one array of `size` bytes (their total). */
export function joinBytes(parts: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.byteLength
  }
  return bytes
}
