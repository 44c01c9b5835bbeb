import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { BlogEditPage, FirstPost } from '@/features/blog'

export const Route = createFileRoute('/_app/pages/blog/edit/')({
  beforeLoad: () => requirePage('/pages/blog/edit'),
  component: () => <FirstPost page={BlogEditPage} />,
})
