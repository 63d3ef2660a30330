// Reads a Server-Sent Events answer to its end with eventsource-parser (as the browser does): the events in order.
import { createParser, type EventSourceMessage } from 'eventsource-parser'

export async function readSse(res: Response): Promise<EventSourceMessage[]> {
  const events: EventSourceMessage[] = []
  const parser = createParser({ onEvent: (e) => events.push(e) })
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parser.feed(value)
  }
  return events
}

/** The text of the chunk events, joined. */
export const chunkText = (events: EventSourceMessage[]) =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => (JSON.parse(e.data) as { text: string }).text)
    .join('')
