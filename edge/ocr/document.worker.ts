// The child process that parses one document for child-documents.ts: it takes one request over the IPC channel,
// answers the text or the reader's refusal, and exits. Everything heavy (pdf.js, the unzip, the markup scan) happens
// here, so the server's thread never waits on it and a parse that runs too long or grows too big is simply killed.
// Started from source under tsx (tests, `vike dev`) and as dist/server/document.worker.mjs from the build
// (scripts/server-worker-entries.ts).
import { OcrError } from './port'
import { textOfDocx, textOfPdf } from './text-extract'
import type { TDocumentRequest, TDocumentReply } from './child-documents'

async function answer(req: TDocumentRequest): Promise<TDocumentReply> {
  try {
    // The budget is the parent's timer, which can stop a page in the middle; this loop only keeps to the page cap.
    const text = req.kind === 'pdf' ? await textOfPdf(req.bytes, { maxPages: req.maxPages, budgetMs: Infinity }) : textOfDocx(req.bytes)
    return { ok: true, text: text.slice(0, req.maxChars) }
  } catch (e) {
    if (e instanceof OcrError) return { ok: false, kind: e.kind, message: e.message, detail: e.detail }
    return { ok: false, kind: 'unreadable', detail: String(e) }
  }
}

process.once('message', (req: TDocumentRequest) => {
  void answer(req).then((reply) => process.send?.(reply, () => process.exit(0)))
})
// The parent sends the request once this arrives, so nothing is lost while the modules load.
process.send?.({ ready: true })
