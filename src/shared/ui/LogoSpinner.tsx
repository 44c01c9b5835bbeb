import { Center, Loader } from '@mantine/core'
import { Logo } from './Logo'

/** Shown while the app's own code loads (a lazy route chunk). */
export function LogoSpinner() {
  return (
    <Center h="100dvh" role="status" aria-label="Loading">
      <div style={{ position: 'relative', display: 'grid', placeItems: 'center' }}>
        <Loader size={72} type="oval" />
        <div style={{ position: 'absolute' }}>
          <Logo size={32} />
        </div>
      </div>
    </Center>
  )
}
