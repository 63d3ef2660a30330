// A continuation stream without the part it repeats: when a model asked to continue a cut reply starts over from the
// beginning, the deltas that only retype the partial are held back and dropped; once the text departs from it, the
// held text goes out as it came.

export async function* dropRepeatedStart(stream: AsyncIterable<string>, partial: string): AsyncIterable<string> {
  const start = partial.trimStart()
  let held = ''
  let deciding = start.length > 0
  for await (const delta of stream) {
    if (!deciding) {
      yield delta
      continue
    }
    held += delta
    const text = held.trimStart()
    if (text.length >= start.length) {
      deciding = false
      const rest = text.startsWith(start) ? text.slice(start.length) : held
      if (rest) yield rest
    } else if (!start.startsWith(text)) {
      deciding = false
      yield held
    }
  }
  // The stream ended while it still matched a prefix of the partial: it wrote nothing new.
}

/** The source of a resumed answer: a model's repeat of the partial dropped; an `exact` source (the demo) as it is. */
export const continuationOf = (stream: AsyncIterable<string>, partial: string, exact: boolean): AsyncIterable<string> =>
  partial && !exact ? dropRepeatedStart(stream, partial) : stream
