// The zip reader refuses bombs before and while inflating: too many entries (claimed or real), declared sizes above
// the cap, and entries that inflate past what they declare. A normal entry still reads, stored or deflated.
import { describe, expect, it } from 'vitest'
import { strFromU8, strToU8, zipSync } from 'fflate'
import { readZipEntry, ZIP_LIMITS } from './safe-unzip'

const refused = (f: () => unknown) => expect(f).toThrow('Файл повреждён или слишком большой')

/** Rewrites the declared uncompressed size of `name` in its central record and local header. */
function declare(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = zip.slice()
  const view = new DataView(out.buffer)
  for (let at = 0; at + 46 < out.length; at++) {
    const sig = view.getUint32(at, true)
    if (sig === 0x02014b50 && strFromU8(out.subarray(at + 46, at + 46 + view.getUint16(at + 28, true))) === name) view.setUint32(at + 24, size, true)
    if (sig === 0x04034b50 && strFromU8(out.subarray(at + 30, at + 30 + view.getUint16(at + 26, true))) === name) view.setUint32(at + 22, size, true)
  }
  return out
}

describe('readZipEntry', () => {
  it('reads a deflated or stored entry, whole or its first bytes, and null for a missing one', () => {
    const text = 'Методичка: '.repeat(1000)
    const zip = zipSync({ 'a.xml': strToU8(text), 'b.bin': [strToU8('stored'), { level: 0 }] })
    expect(strFromU8(readZipEntry(zip, 'a.xml', 1 << 20)!)).toBe(text)
    expect(readZipEntry(zip, 'a.xml', 100)!.length).toBe(100)
    expect(strFromU8(readZipEntry(zip, 'b.bin', 100)!)).toBe('stored')
    expect(readZipEntry(zip, 'c.xml', 100)).toBeNull()
  })

  it('refuses a zip declaring more than the cap before inflating anything', () => {
    refused(() => readZipEntry(zipSync({ 'a.xml': new Uint8Array(ZIP_LIMITS.maxDeclaredTotal + 1) }), 'a.xml', 100))
  })

  it('refuses too many entries, whether the end record says so or only the records do', () => {
    const files: Record<string, Uint8Array> = {}
    for (let i = 0; i < 10_000; i++) files[`f${i}`] = new Uint8Array(0)
    const zip = zipSync(files, { level: 0 })
    refused(() => readZipEntry(zip, 'f1', 10))
    const lying = zip.slice()
    const view = new DataView(lying.buffer)
    const end = lying.length - 22
    view.setUint16(end + 8, 1, true)
    view.setUint16(end + 10, 1, true)
    refused(() => readZipEntry(lying, 'f1', 10))
  })

  it('stops an entry inflating past its declared size', () => {
    const zip = declare(zipSync({ 'a.xml': new Uint8Array(10 * 1024 * 1024) }), 'a.xml', 1000)
    refused(() => readZipEntry(zip, 'a.xml', 1 << 20))
  })

  it('refuses garbage and a truncated entry', () => {
    refused(() => readZipEntry(strToU8('not a zip at all, just some text'), 'a.xml', 10))
    const zip = zipSync({ 'a.xml': strToU8('x'.repeat(5000) + Math.random()) })
    refused(() => readZipEntry(declare(zip, 'a.xml', 10_000_000), 'a.xml', 1 << 30))
  })
})
