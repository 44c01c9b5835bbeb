import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { BlogNewPage } from '@/features/blog'

// A new post is written in the editor, so it asks what the editor asks.
export const Route = createFileRoute('/_app/pages/blog/edit/new')({
  beforeLoad: () => requirePage('/pages/blog/edit'),
  component: BlogNewPage,
})
