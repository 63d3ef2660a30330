// Head tags for every page.
import { usePageContext } from 'vike-react/usePageContext'
import { FontHead } from './layouts/fonts'
import { guardFacts, guardScript } from '../islands/inline/guard'
import { InlineScript } from './components/inline-code'
import { SeoHead } from './components/seo-head'

export default function Head() {
  const { urlPathname } = usePageContext()
  return (
    <>
      {/* The routing guard runs first, before anything paints (islands/inline/guard.ts). */}
      <InlineScript code={guardScript(guardFacts(urlPathname))} />
      <meta name="theme-color" content="#ffffff" />
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <SeoHead />
      <FontHead />
    </>
  )
}
