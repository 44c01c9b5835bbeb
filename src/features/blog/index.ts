import { lazyPage } from '@/shared/ui/lazy-page'

export { blogManifest } from './blog.manifest'
export const BlogListPage = lazyPage(() => import('./ui/BlogListPage').then((m) => m.BlogListPage))
export const BlogDetailPage = lazyPage(() =>
  import('./ui/BlogDetailPage').then((m) => m.BlogDetailPage),
)
export const BlogEditPage = lazyPage(() => import('./ui/BlogEditPage').then((m) => m.BlogEditPage))
export const BlogNewPage = lazyPage(() => import('./ui/BlogEditPage').then((m) => m.BlogNewPage))
export const FirstPost = lazyPage(() => import('./ui/FirstPost').then((m) => m.FirstPost))
export { blogSearchSchema, type BlogSearch } from './ui/blog-search'
