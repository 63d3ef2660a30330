// The texts of the legal documents, one Markdown file per version (content/legal/<slug>/<version>.md), bundled into
// the server at build time so Node and Workers serve them alike without reading the disk.
const FILES = import.meta.glob<string>('../../../../content/legal/*/*.md', { query: '?raw', import: 'default', eager: true })

export function legalText(slug: string, version: string): string | null {
  return FILES[`../../../../content/legal/${slug}/${version}.md`] ?? null
}
