// The canonical link of a referat page (from its +data), and `noindex` where the page asks for it.
import { usePageContext } from 'vike-react/usePageContext'

export function CanonicalHead() {
  const { data } = usePageContext() as unknown as { data?: { canonical?: string; noindex?: boolean } }
  return (
    <>
      {data?.canonical && <link rel="canonical" href={data.canonical} />}
      {data?.noindex && <meta name="robots" content="noindex, follow" />}
    </>
  )
}
