// Opening «Просмотр файла» on a file chip: a file the student picked (its bytes are already in the page), or a file of
// the student's own order on this site, fetched like the download links are — by the browser, with the client's bearer
// token (apiFetch); the route answers its owner alone, anyone else gets a refusal and the popup says so.
import { apiFetch } from '../graphql/rest'
import { openPopup } from './popup-store'
import './file-chip.css'

/** A file the student picked in this page. */
export function previewPickedFile(file: File) {
  openPopup('file-preview', { name: file.name, load: () => Promise.resolve(file) })
}

/** A file behind one of this site's own file routes (`path`, same origin), shown under `name`. */
export function previewOwnFile(name: string, path: string) {
  openPopup('file-preview', { name, load: async (signal) => (await apiFetch(path, { signal })).blob() })
}
