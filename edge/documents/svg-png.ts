// An SVG chart rasterised to PNG for the DOCX fallback image (Word draws the SVG itself; older Word and LibreOffice
// show the PNG). resvg (WebAssembly: no native build, no canvas) renders it with the Cyrillic font (#font-bytes), read
// once. Node reads the wasm from disk; Workers get null and the DOCX keeps the vector only: they compile no WebAssembly
// from bytes, and resvg's 2.4 MB module in the upload would cost more than the fallback is worth.
import { sansFontBytes } from '#font-bytes'

type TResvg = typeof import('@resvg/resvg-wasm')

let ready: Promise<{ resvg: TResvg; font: Uint8Array } | null> | null = null

async function load(fontFile: string | undefined): Promise<{ resvg: TResvg; font: Uint8Array } | null> {
  try {
    const { readFile } = await import('node:fs/promises')
    const { createRequire } = await import('node:module')
    const resvg = await import('@resvg/resvg-wasm')
    const wasmPath = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')
    await resvg.initWasm(await readFile(wasmPath))
    return { resvg, font: await sansFontBytes(fontFile) }
  } catch {
    return null
  }
}

/** PNG of `svg` at `scale` × its size (2 → about 190 dpi at the DOCX's 16 cm width), or null when resvg is unavailable. */
export async function svgToPng(svg: string, o: { fontFile?: string; scale?: number }): Promise<Uint8Array | null> {
  ready ??= load(o.fontFile)
  const loaded = await ready
  if (!loaded) return null
  const r = new loaded.resvg.Resvg(svg, {
    fitTo: { mode: 'zoom', value: o.scale ?? 2 },
    background: '#ffffff',
    font: { fontBuffers: [loaded.font], defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  })
  try {
    return r.render().asPng()
  } finally {
    r.free()
  }
}
