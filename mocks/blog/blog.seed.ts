/**
 * The seeded blog: eleven posts of an insurance agency (ten published, one draft), ids in the
 * order they were written, and a conversation under most of them. Deterministic.
 */
import type { Seed } from '@mocks/db/seed'
import {
  BLOG_IMAGES,
  blogImagePath,
  slugify,
  type CategoryValue,
  type PostStatus,
} from '@/features/blog/blog.schema'
import { people, type Who } from './blog.people'
import { laterPosts } from './blog.seed-more'
import { firstPosts } from './blog.seed-posts'
import type { BlogCommentRow, BlogPostRow } from './blog.table'

export interface SeedPost {
  title: string
  img: (typeof BLOG_IMAGES)[number]
  tags: string[]
  categories: CategoryValue[]
  author: Who
  createdTime: string
  status?: PostStatus
  excerpt: string
  content: string
}

/** The administrator keeps the cyber-cover post among their bookmarks. */
const BOOKMARKED_BY_ADMIN = new Set([3])

export const seedPosts: BlogPostRow[] = [...firstPosts, ...laterPosts].map((post, index) => {
  const id = index + 1
  const author = people[post.author]
  return {
    id,
    slug: slugify(post.title),
    title: post.title,
    excerpt: post.excerpt,
    content: post.content.replace(/\n/g, ''),
    img: blogImagePath(post.img),
    tags: post.tags,
    categories: post.categories,
    status: post.status ?? 'published',
    authorId: author.userId,
    avatar: author.avatar,
    userFullName: author.userFullName,
    // Stored in UTC, so the index orders them as time does.
    createdTime: new Date(post.createdTime).toISOString(),
    bookmarkedBy: BOOKMARKED_BY_ADMIN.has(id) ? [1] : [],
  }
})

const conversation: [postId: number, who: Who, at: string, text: string][] = [
  [1, 'mariana', '2025-01-14T12:05:00+01:00', 'Question 3 saved a client of mine from a very short sum insured last year.'],
  [1, 'andres', '2025-01-15T08:40:00+01:00', 'Printed and pinned next to the phone for renewal calls.'],
  [2, 'pablo', '2025-01-28T15:20:00+01:00', 'The photo list is gold. Clients always forget the road signs.'],
  [2, 'john', '2025-01-29T09:10:00+01:00', 'We will add a printable version of the report form next week.'],
  [2, 'sofia', '2025-01-30T18:00:00+01:00', 'Could we translate this one for the Portuguese-speaking clients too?'],
  [3, 'diego', '2025-02-11T13:30:00+01:00', 'Worth adding that most insurers now ask about multi-factor sign-in at quote time.'],
  [3, 'camila', '2025-02-12T10:00:00+01:00', 'The social-engineering extension is the one clients regret skipping.'],
  [4, 'lucia', '2025-02-25T19:45:00+01:00', 'Shared this with the whole street after last week’s wind.'],
  [5, 'javier', '2025-03-12T18:10:00+01:00', 'Well deserved, team. Saturday reviews will be busy!'],
  [5, 'elena', '2025-03-13T09:00:00+01:00', 'Proud to be part of this.'],
  [5, 'mateo', '2025-03-13T11:25:00+01:00', 'Congratulations to everyone on the claims desk.'],
  [6, 'mariana', '2025-03-27T08:15:00+01:00', 'The indemnity-period point is the one I explain most often.'],
  [7, 'andres', '2025-04-10T14:00:00+02:00', 'We ran it on Friday: two people spotted the fake invoice straight away.'],
  [9, 'sofia', '2025-05-07T17:20:00+02:00', 'Welcome, Camila!'],
  [9, 'camila', '2025-05-08T09:05:00+02:00', 'Thank you all, happy to be here.'],
] // prettier-ignore

export const seedComments: BlogCommentRow[] = conversation.map(
  ([postId, who, at, text], index) => ({
    id: index + 1,
    postId,
    ...people[who],
    commentedAt: new Date(at).toISOString(),
    commentText: text,
  }),
)

export const blogSeeds: Seed[] = [
  { table: 'blogPosts', rows: () => seedPosts },
  { table: 'blogComments', rows: () => seedComments },
]
