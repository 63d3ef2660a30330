// Saving a file the page already holds; no imports, so the back-office's attachments use it without the API client.
/** Saves the blob under `name` through a temporary link (a blob: address in this tab's memory). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
