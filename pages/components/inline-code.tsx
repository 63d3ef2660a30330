// Inline <script> and <style> for server-rendered markup, stamped with this answer's CSP nonce (pages/+csp.server.ts).
import { usePageContext } from 'vike-react/usePageContext'

export function InlineScript({ code }: { code: string }) {
  const { cspNonce } = usePageContext()
  return <script nonce={cspNonce ?? undefined} dangerouslySetInnerHTML={{ __html: code }} />
}

export function InlineStyle({ css }: { css: string }) {
  const { cspNonce } = usePageContext()
  return <style nonce={cspNonce ?? undefined} dangerouslySetInnerHTML={{ __html: css }} />
}
