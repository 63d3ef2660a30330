// A legal document (routes ecosystem-common__docs-<slug>): title, version and effective date, then the text.
import { useData } from 'vike-react/useData'
import { formatEffectiveDate, DOCS_INDEX_PATH } from '../../../../domain/legal/documents'
import { LegalBlocks } from '../../../components/legal-text'
import type { TLegalDocData } from './+data'
import '../docs.css'

export default function Page() {
  const { doc, blocks } = useData<TLegalDocData>()
  return (
    <article className="legal-doc card" data-route-name={`ecosystem-common__docs-${doc.slug}`} data-doc={doc.slug}>
      <p className="legal-doc__back">
        <a href={DOCS_INDEX_PATH}>← Все документы</a>
      </p>
      <h1>{doc.title}</h1>
      <p className="legal-doc__meta" data-doc-version={doc.version}>
        Редакция {doc.version} · действует с <time dateTime={doc.effectiveDate}>{formatEffectiveDate(doc.effectiveDate)}</time>
      </p>
      <LegalBlocks blocks={blocks} />
    </article>
  )
}
