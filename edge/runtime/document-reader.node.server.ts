// The document reader on Node (package.json "#document-reader"): each PDF or DOCX is parsed in a child process under
// the time and memory caps the settings give (edge/ocr/child-documents.ts), so no upload can stall the server.
import type { TSettings } from '../settings'
import type { TDocumentReader } from '../ocr/port'
import { childDocuments } from '../ocr/child-documents'

export const documentReader = (settings: TSettings): TDocumentReader =>
  childDocuments({ timeoutMs: settings.OCR_DOCUMENT_TIMEOUT_MS, memoryMb: settings.OCR_DOCUMENT_MEMORY_MB })
