import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/shared/api/client'
import { statsSchema } from '../local-db.schema'

export function SettingsPage() {
  const stats = useQuery({
    queryKey: ['local-db', 'stats'],
    queryFn: () => apiRequest('/api/local-db/stats', { schema: statsSchema }),
    meta: { tables: ['*'] },
  })
  return <pre data-testid="stats">{JSON.stringify(stats.data ?? null)}</pre>
}
