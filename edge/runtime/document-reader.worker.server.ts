// The document reader on Cloudflare Workers (package.json "#document-reader"): Workers start no processes or threads,
// so documents are parsed in the invocation itself, under the page cap and the time budget between pages; the
// invocation's own CPU limit ends a hostile file, and it stalls no other request (each has its own isolate turn).
import type { TSettings } from '../settings'
import type { TDocumentReader } from '../ocr/port'
import { inProcessDocuments } from '../ocr/text-extract'

export const documentReader = (_settings: TSettings): TDocumentReader => inProcessDocuments
