// Empty layout: no chrome at all, for pages that draw the whole screen themselves.
import type { ReactNode } from 'react'

export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="page page--empty">
      {children}
    </main>
  )
}
