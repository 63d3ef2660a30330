// The brand: an open-book mark and the word «Кампус»; the same mark is public/favicon.svg and public/logo.svg.

function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#4b3df5" />
      <path d="M7 10.6c3-1.5 6-1.3 9 .9 3-2.2 6-2.4 9-.9v11.2c-3-1.3-6-1.1-9 1-3-2.1-6-2.3-9-1z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M16 11.5v11.3" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

export function Logo({ href = '/', compact = false }: { href?: string; compact?: boolean }) {
  return (
    <a className="logo" href={href} aria-label="Кампус — на главную">
      <LogoMark />
      {!compact && <span className="logo__word">Кампус</span>}
    </a>
  )
}
