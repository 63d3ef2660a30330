// Reads one entry of an uploaded zip (a DOCX) without trusting it: a 1 MB upload can declare or hide a gigabyte of
// output, so the central directory is checked first (entry count, declared sizes) and only the wanted entry is
// inflated, in small slices, under a running counter — the declared sizes can lie, the counter cannot.
import { Inflate } from 'fflate'
import { AppError } from '../http/errors'
import { FILE_MESSAGES } from '../../domain/files/uploads'
import { joinBytes } from '../http/read-within'

export const ZIP_LIMITS = {
  /** A Word document has tens of parts; thousands is a bomb or not a document. */
  maxEntries: 2000,
  /** All entries together, as declared: uploads are at most 10 MB, so real files stay far below. */
  maxDeclaredTotal: 50 * 1024 * 1024,
} as const

// Deflate expands at most ~1032:1, so a 1 KB slice can produce about 1 MB per push: the counter stops a bomb within
// one slice of the limit instead of after a whole inflated buffer.
const SLICE = 1024

const broken = () => new AppError('BAD_REQUEST', FILE_MESSAGES.broken)

type TEntry = { name: string; method: number; flags: number; compressedSize: number; size: number; localOffset: number }

function centralDirectory(zip: Uint8Array): TEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  let end = -1
  // The end record sits in the last 22 bytes plus at most a 64 KB comment.
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i
      break
    }
  }
  if (end < 0) throw broken()
  const count = view.getUint16(end + 10, true)
  const size = view.getUint32(end + 12, true)
  const start = view.getUint32(end + 16, true)
  // ZIP64 markers: a 10 MB document never needs them.
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) throw broken()
  if (count > ZIP_LIMITS.maxEntries) throw broken()
  if (start + size > end) throw broken()
  const entries: TEntry[] = []
  let total = 0
  let at = start
  while (at < start + size) {
    // The record count in the end record is only a claim: the records themselves are counted too.
    if (entries.length >= ZIP_LIMITS.maxEntries || at + 46 > end || view.getUint32(at, true) !== 0x02014b50) throw broken()
    const nameLength = view.getUint16(at + 28, true)
    const entry: TEntry = {
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)),
    }
    total += entry.size
    if (total > ZIP_LIMITS.maxDeclaredTotal) throw broken()
    entries.push(entry)
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return entries
}

/**
 * The first `keepBytes` of entry `name` (all of it when shorter), or null when the zip has no such entry. Refuses with
 * «Файл повреждён или слишком большой» when the zip is malformed, too many entries, declares too much, or inflates
 * past its declared size.
 */
export function readZipEntry(zip: Uint8Array, name: string, keepBytes: number): Uint8Array | null {
  const entry = centralDirectory(zip).find((e) => e.name === name)
  if (!entry) return null
  if (entry.flags & 1) throw broken()
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const local = entry.localOffset
  if (local + 30 > zip.length || view.getUint32(local, true) !== 0x04034b50) throw broken()
  const from = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
  const data = zip.subarray(from, from + entry.compressedSize)
  if (data.length !== entry.compressedSize) throw broken()
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw broken()
    return data.slice(0, keepBytes)
  }
  if (entry.method !== 8) throw broken()

  const kept: Uint8Array[] = []
  let keptBytes = 0
  let produced = 0
  let finished = false
  const inflate = new Inflate((chunk, final) => {
    produced += chunk.length
    if (produced > entry.size) throw broken()
    if (keptBytes < keepBytes) {
      const part = chunk.subarray(0, keepBytes - keptBytes)
      kept.push(part.slice())
      keptBytes += part.length
    }
    if (final) finished = true
  })
  try {
    for (let at = 0; at < data.length && keptBytes < keepBytes; at += SLICE) {
      const end = Math.min(at + SLICE, data.length)
      inflate.push(data.subarray(at, end), end === data.length)
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw broken()
  }
  // Stopped early with enough kept, or ran to the end; a stream that ended without its final block is truncated.
  if (keptBytes < keepBytes && (!finished || produced !== entry.size)) throw broken()
  return joinBytes(kept, keptBytes)
}

/**
 * Every entry of the zip, in its order, each read as readZipEntry reads one (same limits and refusals): what rewrites a
 * document (the format fixer) keeps the parts it does not touch byte for byte.
 */
export function readZipEntries(zip: Uint8Array, keepBytes: number): { name: string; data: Uint8Array }[] {
  const out: { name: string; data: Uint8Array }[] = []
  for (const e of centralDirectory(zip)) {
    // Folders are names only.
    if (e.name.endsWith('/')) continue
    const data = readZipEntry(zip, e.name, keepBytes)
    if (!data || data.length >= keepBytes) throw broken()
    out.push({ name: e.name, data })
  }
  return out
}
