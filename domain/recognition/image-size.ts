// The pixel size an image declares in its header (PNG, JPEG, BMP, WEBP), read before anything decodes it: a few
// kilobytes can declare a gigapixel. Null when the header cannot be read. Pure.

const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const le24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const be32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!
const le32s = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)

export type TImageSize = { width: number; height: number }

function jpegSize(b: Uint8Array): TImageSize | null {
  let at = 2
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null
    const marker = b[at + 1]!
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at++
      continue
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2
      continue
    }
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: be16(b, at + 5), width: be16(b, at + 7) }
    }
    const length = be16(b, at + 2)
    if (length < 2) return null
    at += 2 + length
  }
  return null
}

function webpSize(b: Uint8Array): TImageSize | null {
  const chunk = String.fromCharCode(...b.subarray(12, 16))
  if (chunk === 'VP8 ' && b.length >= 30) return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff }
  if (chunk === 'VP8L' && b.length >= 25) {
    const [b1, b2, b3, b4] = [b[21]!, b[22]!, b[23]!, b[24]!]
    return { width: 1 + (b1 | ((b2 & 0x3f) << 8)), height: 1 + ((b2 >> 6) | (b3 << 2) | ((b4 & 0x0f) << 10)) }
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: 1 + le24(b, 24), height: 1 + le24(b, 27) }
  return null
}

export function imageSize(bytes: Uint8Array, mime: string): TImageSize | null {
  let size: TImageSize | null = null
  if (mime === 'image/png' && bytes.length >= 24) size = { width: be32(bytes, 16), height: be32(bytes, 20) }
  else if (mime === 'image/jpeg') size = jpegSize(bytes)
  else if (mime === 'image/bmp' && bytes.length >= 26) size = { width: Math.abs(le32s(bytes, 18)), height: Math.abs(le32s(bytes, 22)) }
  else if (mime === 'image/webp' && bytes.length >= 16) size = webpSize(bytes)
  return size && size.width > 0 && size.height > 0 ? size : null
}
