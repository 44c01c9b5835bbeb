import { useState } from 'react'
import { ImageError, resizeImage, type ImageFailure, type ResizeOptions } from './resize-image'

/**
 * A file picker's image field: the picked file resized (busy meanwhile), handed on as a data
 * URL, or the reason it was refused in the reader's words (`messages`).
 */
export function usePickedImage(
  options: ResizeOptions,
  messages: Readonly<Record<ImageFailure, string>>,
  onChange: (image: string) => void,
) {
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const pick = async (file: File | null) => {
    if (!file) return
    setBusy(true)
    setProblem(null)
    try {
      onChange(await resizeImage(file, options))
    } catch (failure) {
      setProblem(messages[failure instanceof ImageError ? failure.reason : 'not-image'])
    } finally {
      setBusy(false)
    }
  }
  return { pick, busy, problem, clearProblem: () => setProblem(null) }
}
