import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { BlogDetailPage, FirstPost } from '@/features/blog'

export const Route = createFileRoute('/_app/pages/blog/detail/')({
  beforeLoad: () => requirePage('/pages/blog/detail'),
  component: () => <FirstPost page={BlogDetailPage} />,
})
