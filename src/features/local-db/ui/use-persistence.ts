import { useCallback, useEffect, useState } from 'react'
import {
  readPersistence,
  requestPersistence,
  type Persistence,
} from '@/shared/pwa/persistent-storage'

/**
 * The browser's persistent-storage decision for this origin: page-side state, read in the page
 * (`navigator.storage.persisted()`), not through the API. `state` is null while it is read.
 */
export function usePersistence() {
  const [state, setState] = useState<Persistence | null>(null)
  const [asking, setAsking] = useState(false)
  // Set once the user asked and the browser still said no: the card says what may help.
  const [refused, setRefused] = useState(false)

  useEffect(() => {
    let live = true
    void readPersistence().then((read) => {
      if (live) setState(read)
    })
    return () => {
      live = false
    }
  }, [])

  const ask = useCallback(async () => {
    setAsking(true)
    const answer = await requestPersistence()
    setState(answer)
    setRefused(answer === 'not-granted')
    setAsking(false)
  }, [])

  return { state, asking, refused, ask }
}
