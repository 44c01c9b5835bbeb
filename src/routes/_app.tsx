import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '@/app/guards'
import { DataProvider } from '@/app/DataProvider'
import { AppFrame } from '@/app/shell/AppFrame'
import { CartMenu } from '@/features/ecommerce'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSession(location),
  component: () => (
    <DataProvider>
      <AppFrame navbarItems={<CartMenu />} />
    </DataProvider>
  ),
})
