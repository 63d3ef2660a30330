// A private file download: the bytes as an attachment named twice (an ASCII fallback, then the real name in UTF-8),
// never cached on the way and never sniffed into another type.
import type { Context } from 'hono'

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * as they are, which attr-char does not allow. */
export const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)

export function attachment(
  c: Context,
  file: { bytes: Uint8Array; contentType: string; asciiName: string; fileName: string },
  encodeName: (name: string) => string = encodeURIComponent,
): Response {
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeName(file.fileName)}`,
    'cache-control': 'private, no-store',
    // For an opened SVG or HTML the API's own CSP (default-src 'none', edge/http/security-headers.ts) keeps its script from running.
    'x-content-type-options': 'nosniff',
  })
}
