// Line icons shared by the layouts and islands: one 24 px grid, drawn with currentColor so they follow the text.
import type { ReactNode } from 'react'

const PATHS = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  home: <path d="M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z" />,
  download: <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  arrowUp: <path d="M12 19V5m-7 7 7-7 7 7" />,
  arrowRight: <path d="M5 12h14m-6-6 6 6-6 6" />,
  plus: <path d="M12 5v14M5 12h14" />,
  check: <path d="m5 12.5 4.5 4.5L19 7" />,
  wallet: (
    <>
      <path d="M19 7V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2H5" />
      <path d="M16.5 13.5h.01" />
    </>
  ),
  text: <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zm0 0v5h5M9 13h6m-6 4h4" />,
  referat: <path d="M6 3h9l4 4v14H6zm3 7h7m-7 4h7m-7 4h4" />,
  task: <path d="m9 11 3 3 8-8m0 6v6a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h9" />,
  slides: <path d="M3 4h18M5 4v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V4m-7 12v4m-4 0h8M9 12V9m3 3V7m3 5v-2" />,
  library: <path d="M3 5.5c2.8-1.3 5.5-1.3 9 1 3.5-2.3 6.2-2.3 9-1V19c-2.8-1.3-5.5-1.3-9 1-3.5-2.3-6.2-2.3-9-1zm9 1V20" />,
  ai: <path d="m12 3 1.8 4.7 4.7 1.8-4.7 1.8L12 16l-1.8-4.7-4.7-1.8 4.7-1.8zm7 12 .8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />,
  'advanced-ai': <path d="m12 3 1.8 4.7 4.7 1.8-4.7 1.8L12 16l-1.8-4.7-4.7-1.8 4.7-1.8zm7 12 .8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8zM3 21h9" />,
  user: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8m-8 8c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />,
  support: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12M8.5 12h.01m3.5 0h.01m3.5 0h.01" />,
  list: <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01m-.01 6h.01m-.01 6h.01" />,
  // Exam tickets are a list of questions: the same drawing.
  exam: <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01m-.01 6h.01m-.01 6h.01" />,
  // A speech bubble with a question mark: the tutor's chat (training mode).
  training: (
    <>
      <path d="M4 5h16v11H9l-5 4V5Z" />
      <path d="M10 9a2 2 0 1 1 2.6 1.9c-.4.1-.6.5-.6.9v.2M12 14h.01" />
    </>
  ),
  gift: <path d="M4 8h16v4H4zm8 0v13m7-9v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7m2.5-4a2.5 2.5 0 1 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 1 1 0 5" />,
  shield: <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zm-3 9 2 2 4-4" />,
  quote: <path d="M7 7h4v4c0 3-1.5 5-4 6m6-10h4v4c0 3-1.5 5-4 6" />,
  clock: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18m0-13v4l3 2" />,
  card: <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm0 3h18M7 15h3" />,
  guest: <path d="M15 19c0-2.2-1.8-4-4-4H7c-2.2 0-4 1.8-4 4m6-8a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7m9-3v6m3-3h-6" />,
} satisfies Record<string, ReactNode>

export type IconName = keyof typeof PATHS

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  )
}
