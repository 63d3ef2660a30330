// The app's typeface: Inter (variable, one file per subset for every weight), served from our own build.
// Only the cyrillic and latin subsets: Russian text plus digits, «», № and Latin names cover every page.
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import { InlineStyle } from '../components/inline-code'

// Declared inline (not in styles.css) so the preloaded URL and the @font-face URL are one and the same
// hashed asset; the unicode ranges are fontsource's, so a page without Cyrillic never fetches that file.
const FACES = [
  { url: interCyrillic, range: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' },
  {
    url: interLatin,
    range: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
]

// A metric-matched local fallback keeps the layout from jumping when Inter arrives (font-display: swap).
const FALLBACK = "@font-face{font-family:'Inter Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica');size-adjust:107%;ascent-override:90%;descent-override:22.5%;line-gap-override:0%}"

const FONT_FACE_CSS =
  FACES.map(
    (f) =>
      `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${f.url}) format('woff2');unicode-range:${f.range}}`,
  ).join('') + FALLBACK

/** Vike already preloads the two font files (it sees them among the page's assets), so only the faces go here. */
export function FontHead() {
  return <InlineStyle css={FONT_FACE_CSS} />
}
