// Нормоконтроль, the fixer (issue 37 part 3): a corrected DOCX that applies the profile to page setup, styles and
// direct formatting, rewrites captions, heading numbers and reference entries where the checker could write them with
// certainty, moves a caption to its figure's or table's right side, and asks Word to rebuild the contents — without
// changing the student's words. The fixed file is checked again: what the fixer could not fix safely (a missing
// section or caption, the order of the sources) is what that report still lists.
import { zipSync, type Zippable } from 'fflate'
import { GOST_7_32 } from '../../domain/format-check/profile'
import type { TFormatReport, TViolation } from '../../domain/format-check/violations'
import { AppError } from '../http/errors'
import { readZipEntries } from '../documents/safe-unzip'
import { PART_BYTES } from './docx-input'
import { readDocxTree } from './read-docx'
import { classify } from './classify'
import { checkDocx, checkDocxModel, ddmmyyyy, type TCheckOptions } from './check-docx'
import { serializeXml, withinDepth } from './xml'
import { parentLookup, type TFixContext } from './fix-context'
import { reorderReferences } from './fix-references'
import { bodySize, fixParagraph } from './fix-paragraphs'
import { fixDocument, fixListBullets, refreshFieldsOnOpen } from './fix-document'
import { moveCaptions } from './fix-captions'
import { addContents } from './fix-contents'
import { bodyParagraphNodes } from './read-docx'

export const FIX_MESSAGES = {
  tooComplex: 'Этот файл устроен слишком сложно для автоматического исправления. Исправь замечания по отчёту вручную.',
} as const

export type TFixResult = {
  bytes: Uint8Array
  /** The report of the uploaded file and of the fixed one: what the second still lists was left for the student. */
  before: TFormatReport
  after: TFormatReport
  /** Paragraphs whose text changed (caption wording, heading numbers, reference punctuation), by their index in the upload. */
  textChanged: number[]
  /**
   * Where each paragraph of the fixed file was in the upload: the identity but for a caption moved to its figure's other
   * side, and -1 for the contents the fixer added.
   */
  order: number[]
}

// Pictures and other packed media are stored as they are; XML parts are compressed.
const STORED = /\.(?:png|jpe?g|gif|emf|wmf|tiff?|bmp|svg|mp4|bin|odttf|fntdata)$/i

export function fixDocx(bytes: Uint8Array, opts: TCheckOptions = {}): TFixResult {
  const profile = opts.profile ?? GOST_7_32
  const tree = readDocxTree(bytes)
  if (!withinDepth(tree.document)) throw new AppError('UNPROCESSABLE', FIX_MESSAGES.tooComplex)
  const before = checkDocxModel(tree.model, { ...opts, profile })
  const ctx: TFixContext = {
    tree,
    roles: classify(tree.model, profile),
    profile,
    today: ddmmyyyy(opts.today ?? new Date()),
    bodySize: 0,
    textChanged: new Set(),
    edited: new Map([['word/document.xml', tree.document]]),
    written: new Map(),
    parentOf: parentLookup(tree.document),
  }
  ctx.bodySize = bodySize(ctx)

  const items = before.groups.flatMap((g) => g.items)
  const byParagraph = new Map<number, TViolation[]>()
  for (const v of items) if (v.paragraph !== null) byParagraph.set(v.paragraph, [...(byParagraph.get(v.paragraph) ?? []), v])
  for (const [i, list] of byParagraph) fixParagraph(ctx, i, list)
  const bullets = items.filter((v) => v.kind === 'list-marker' && v.paragraph !== null).map((v) => tree.model.paragraphs[v.paragraph!]!).filter((p) => p.list?.numFmt === 'bullet' && p.props.numId)
  fixListBullets(ctx, bullets.map((p) => ({ numId: p.props.numId!, ilvl: p.props.ilvl })))
  fixDocument(ctx, items.filter((v) => v.paragraph === null))
  moveCaptions(ctx, items)
  reorderReferences(ctx, items)
  const contents = addContents(ctx, items)
  // A contents just added is refreshed by Word on opening, as an existing one is.
  if (contents > 0) refreshFieldsOnOpen(ctx)

  const was = new Map(tree.nodes.map((n, i) => [n, i]))
  const order = bodyParagraphNodes(tree.document).map((n) => was.get(n) ?? -1)
  const out = writeDocx(bytes, ctx)
  return { bytes: out, before, after: checkDocx(out, { ...opts, profile }), textChanged: [...ctx.textChanged].sort((a, b) => a - b), order }
}

/** The uploaded zip with the edited parts written back and the new ones added, every other part byte for byte. */
function writeDocx(bytes: Uint8Array, ctx: TFixContext): Uint8Array {
  const encoder = new TextEncoder()
  const replaced = new Map<string, Uint8Array>()
  for (const [name, root] of ctx.edited) replaced.set(name, encoder.encode(serializeXml(root)))
  for (const [name, text] of ctx.written) replaced.set(name, encoder.encode(text))
  const files: Zippable = {}
  for (const e of readZipEntries(bytes, PART_BYTES)) {
    const data = replaced.get(e.name) ?? e.data
    replaced.delete(e.name)
    files[e.name] = [data, { level: STORED.test(e.name) ? 0 : 6 }]
  }
  for (const [name, data] of replaced) files[name] = [data, { level: 6 }]
  return zipSync(files)
}
