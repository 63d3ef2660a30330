// What pptxgenjs cannot write, patched into its package: the theme's bullet colour, speaker notes as paragraphs (it
// writes one run, line breaks and all) and the «Демо-версия» keyword; then the package is compressed (pptxgenjs stores
// it uncompressed).
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate'

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function notesParagraphs(notes: string, lang: string): string {
  return notes
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `<a:p><a:r><a:rPr lang="${lang}" dirty="0"/><a:t>${escape(line)}</a:t></a:r></a:p>` : `<a:p><a:endParaRPr lang="${lang}" dirty="0"/></a:p>`))
    .join('')
}

/** Colours the bullets of the k-th <p:sp> of a slide (its k-th text or rect element) with `colors[k]`. */
function colourBullets(xml: string, colors: (string | null)[]): string {
  let k = -1
  return xml.replace(/<p:sp>.*?<\/p:sp>/gs, (sp) => {
    const color = colors[++k]
    return color ? sp.replaceAll('<a:buSzPct val="100000"/><a:buChar', `<a:buClr><a:srgbClr val="${color}"/></a:buClr><a:buSzPct val="100000"/><a:buChar`) : sp
  })
}

type TFinish = { notes: string[]; bulletColors: (string | null)[][]; keywords?: string; lang: string }

export function finishDeckPackage(bytes: Uint8Array, o: TFinish): Uint8Array {
  const files = unzipSync(bytes)
  const patch = (name: string, edit: (xml: string) => string) => {
    const file = files[name]
    if (file) files[name] = strToU8(edit(strFromU8(file)))
  }
  o.bulletColors.forEach((colors, i) => {
    if (colors.some(Boolean)) patch(`ppt/slides/slide${i + 1}.xml`, (xml) => colourBullets(xml, colors))
  })
  o.notes.forEach((notes, i) => {
    if (!notes) return
    patch(`ppt/notesSlides/notesSlide${i + 1}.xml`, (xml) =>
      xml.replace(/(name="Notes Placeholder 2".*?<p:txBody><a:bodyPr\/><a:lstStyle\/>)<a:p>.*?<\/a:p>(<\/p:txBody>)/s, (_, head: string, tail: string) => head + notesParagraphs(notes, o.lang) + tail),
    )
  })
  const keywords = o.keywords
  if (keywords) patch('docProps/core.xml', (xml) => xml.replace('</cp:coreProperties>', `<cp:keywords>${escape(keywords)}</cp:keywords></cp:coreProperties>`))
  // The embedded workbooks are zips already: stored as they are.
  const out: Zippable = {}
  for (const [name, data] of Object.entries(files)) out[name] = [data, { level: /\.(xlsx|png|jpe?g)$/.test(name) ? 0 : 6 }]
  return zipSync(out)
}
