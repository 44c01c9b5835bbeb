/**
 * Hands a file made in the page to the browser as a download (an export, a backup, an invoice's
 * PDF). The object URL is revoked a little later: revoking at once can cancel the download.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
