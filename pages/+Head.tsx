// Head tags for every page.
import { usePageContext } from 'vike-react/usePageContext'
import { FontHead } from './layouts/fonts'
import { guardFacts, guardScript } from '../islands/inline/guard'
import { InlineScript } from './components/inline-code'
import { SeoHead } from './components/seo-head'

const isWebapp = (pathname: string) => pathname === '/webapp' || pathname.startsWith('/webapp/')

export default function Head() {
  const { urlPathname } = usePageContext()
  return (
    <>
      {/* The routing guard runs first, before anything paints (islands/inline/guard.ts). */}
      <InlineScript code={guardScript(guardFacts(urlPathname))} />
      <meta name="theme-color" content="#ffffff" />
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {isWebapp(urlPathname) && (
        <>
          {/* After vike-react's own viewport tag, so this one wins: the tab bar pads itself by the safe-area insets. */}
          <meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover" />
          <link rel="manifest" href="/manifest.webmanifest" />
          <link rel="apple-touch-icon" href="/app-icon-192.png" />
        </>
      )}
      <SeoHead />
      <FontHead />
    </>
  )
}
