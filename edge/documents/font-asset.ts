/** Where the Worker build puts DejaVu Sans among the static assets (vite.config.ts), for font-bytes.worker.ts. */
export const SANS_FONT_ASSET = '/fonts/DejaVuSans.ttf'
