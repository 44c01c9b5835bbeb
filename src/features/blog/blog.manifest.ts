import type { AppManifest } from '@/shared/contract/manifest'

/** The blog: list, sidebar, detail with comments, and the editor. */
export const blogManifest: AppManifest = {
  id: 'blog',
  title: 'Blog',
  section: 'pages',
  icon: 'IconNews',
  ability: ['read', 'Blog'],
  pages: [
    {
      id: 77,
      target: 'pages-blog-list',
      title: 'List',
      icon: 'IconList',
      link: '/pages/blog/list',
    },
    {
      id: 78,
      target: 'pages-blog-detail',
      title: 'Detail',
      icon: 'IconArticle',
      link: '/pages/blog/detail',
      screens: ['/pages/blog/detail/2'],
    },
    {
      id: 79,
      target: 'pages-blog-edit',
      title: 'Edit',
      icon: 'IconEdit',
      link: '/pages/blog/edit',
      screens: ['/pages/blog/edit/2', '/pages/blog/edit/new'],
    },
  ],
}
