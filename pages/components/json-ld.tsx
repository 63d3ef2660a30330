// A JSON-LD block in the head. Browsers never run it, but it is a <script>, so it carries this answer's nonce too.
import { usePageContext } from 'vike-react/usePageContext'
import { jsonLdText } from '../../domain/seo/json-ld'

export function JsonLd({ data }: { data: unknown }) {
  const { cspNonce } = usePageContext()
  return <script type="application/ld+json" nonce={cspNonce ?? undefined} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
