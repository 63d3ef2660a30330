// Puts one text into the originality index (or takes it out): its shingles with their character ranges on the
// document, its winnowed fingerprints into the lookup table. Indexing the same text again is a no-op (the version is the
// text's hash), so the job that calls this may run twice.
import type { Tx } from '../db/port'
import { sha256Hex } from '../auth/secrets'
import { shingleText } from '../../domain/originality/shingles'
import { fingerprints } from '../../domain/originality/fingerprints'
import type { TOriginalityKind } from './originality-kinds'

export type TIndexTextInput = { kind: TOriginalityKind; sourceId: string; ownerKey: string | null; title: string; path: string | null; text: string }

/** The version a text is indexed and checked under: its hash, so an edit makes a new version and a repeat does not. */
export const textVersion = (text: string): Promise<string> => sha256Hex(text.normalize('NFC'))

/** Returns whether anything changed. A text with no words is removed from the index (it can match nothing). */
export async function indexText(tx: Tx, o: TIndexTextInput): Promise<boolean> {
  const version = await textVersion(o.text)
  const [old] = await tx.query<{ id: string; version: string }>(
    `select id::text as id, version from private.originality_documents where kind = $1 and source_id = $2 for update`,
    [o.kind, o.sourceId],
  )
  if (old?.version === version) return false
  const shingled = shingleText(o.text)
  if (old) await removeDocument(tx, old.id)
  if (shingled.hashes.length === 0) return old !== undefined
  const prints = fingerprints(shingled.hashes)
  const [doc] = await tx.query<{ id: string }>(
    `insert into private.originality_documents (kind, source_id, owner_key, version, title, path, hashes, spans, fingerprints, words)
     values ($1, $2, $3, $4, $5, $6, $7::int4[], $8::int4[], $9::int4[], $10) returning id::text as id`,
    [o.kind, o.sourceId, o.ownerKey, version, o.title.slice(0, 300), o.ownerKey ? null : o.path, shingled.hashes, shingled.spans, prints, shingled.words],
  )
  await tx.query(
    `insert into private.originality_fingerprints (hash, document_id) select h, $2::bigint from unnest($1::int4[]) as h on conflict do nothing`,
    [prints, doc!.id],
  )
  return true
}

/** Takes a document out: its fingerprint rows by their own keys (the lookup table has no index on document_id). */
async function removeDocument(tx: Tx, id: string): Promise<void> {
  await tx.query(
    `delete from private.originality_fingerprints f using private.originality_documents d
      where d.id = $1::bigint and f.document_id = d.id and f.hash = any (d.fingerprints)`,
    [id],
  )
  await tx.query(`delete from private.originality_documents where id = $1::bigint`, [id])
}

export async function unindexText(tx: Tx, kind: TOriginalityKind, sourceId: string): Promise<void> {
  const [old] = await tx.query<{ id: string }>(`select id::text as id from private.originality_documents where kind = $1 and source_id = $2`, [kind, sourceId])
  if (old) await removeDocument(tx, old.id)
}
