/**
 * The blog contract: shared by the handlers (parsing input) and the client (parsing answers).
 * The shapes are the contract's blog. What the project added in its pattern: the
 * list's paging and filters (`{ posts, total }`), `id` and `status` on the detail's `blog`, the
 * categories' `value` and `count`, the editor's `id`, `content` and `tags`, and the writes
 * (`POST /blog/list/data/edit`, `/comment`, `/bookmark`).
 */
import { z } from 'zod'
import { idInput, optionValue, pageParam, positiveInt } from '@/shared/contract/zod'

/** The blog's categories: a known list (a post names them by `value`). */
export const BLOG_CATEGORIES = [
  { value: 'renewals', label: 'Renewals', icon: 'IconCalendarRepeat' },
  { value: 'claims', label: 'Claims', icon: 'IconFileCheck' },
  { value: 'cyber', label: 'Cyber', icon: 'IconShieldLock' },
  { value: 'small-business', label: 'Small business', icon: 'IconBuildingStore' },
  { value: 'home-auto', label: 'Home and auto', icon: 'IconHome' },
  { value: 'team', label: 'Team news', icon: 'IconUsersGroup' },
] as const

export const CATEGORY_VALUES = BLOG_CATEGORIES.map((category) => category.value)
export type CategoryValue = (typeof CATEGORY_VALUES)[number]
export const categoryValue = z.enum(CATEGORY_VALUES)

export const POST_STATUSES = ['published', 'draft'] as const
export const postStatus = z.enum(POST_STATUSES)
export type PostStatus = z.infer<typeof postStatus>

/** The featured pictures that ship with the app (`/images/blog/<name>.svg`). */
export const BLOG_IMAGES = [
  'renewal-checklist',
  'car-claim',
  'cyber-shield',
  'storm-home',
  'team-award',
  'bakery',
  'phishing',
  'renovation',
  'welcome',
  'travel',
  'fleet',
] as const
export const blogImagePath = (name: (typeof BLOG_IMAGES)[number]) => `/images/blog/${name}.svg`
const seededImage = z.enum(BLOG_IMAGES.map(blogImagePath), 'Expected an image of the blog')

/** An uploaded picture, resized by the page and kept as a data URL: at most this many characters. */
export const UPLOAD_MAX = 700_000
const uploadedImage = z
  .string()
  .max(UPLOAD_MAX, 'The image is too large')
  .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/, 'Expected an image')

/** A post's featured image: a seeded one, an upload, or none (''). */
export const featuredImage = z.union([seededImage, uploadedImage, z.literal('')], {
  error: 'Expected an image of the blog or an uploaded image',
})

/** A person's picture: an image of the app, an uploaded one, or none (the initials stand in). */
export const avatarImage = z.union([
  z
    .string()
    .max(200)
    .regex(/^\/images\/[\w./-]+$/),
  z
    .string()
    .max(400_000)
    .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/),
  z.literal(''),
])

const name = z.string().min(1).max(120)
const count = z.number().int().min(0)
const when = z.iso.datetime({ offset: true })

export const TAG_MAX = 30
export const tagSchema = z.string().trim().min(1).max(TAG_MAX, `At most ${TAG_MAX} characters`)

/** Lowercase words joined by single hyphens (`cyber-cover-explained`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 80
/** The API's message for a slug another post has (400 with `fields.slug`). */
export const SLUG_TAKEN = 'This slug is already in use'

/**
 * The slug a title gives: accents dropped, lowercase words joined by single hyphens, cut at a
 * word within SLUG_MAX (`Cyber cover: what it pays` → `cyber-cover-what-it-pays`).
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > SLUG_MAX) return slug || word.slice(0, SLUG_MAX)
    slug = next
  }
  return slug
}

/** The text an HTML string shows, for "is there anything written". DOM-free: the worker has none. */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

// ---- Answers ----

export const listItemSchema = z
  .object({
    img: featuredImage,
    title: name,
    id: z.number().int().positive(),
    avatar: avatarImage,
    userFullName: name,
    /** When it was written (ISO date-time). */
    blogPosted: when,
    tags: z.array(z.string()),
    excerpt: z.string(),
    /** How many comments it has. */
    comment: count,
  })
  .strict()

export const blogListSchema = z.object({ posts: z.array(listItemSchema), total: count }).strict()

export const sidebarSchema = z
  .object({
    recentPosts: z.array(
      z
        .object({ img: featuredImage, title: name, id: z.number().int(), createdTime: when })
        .strict(),
    ),
    categories: z.array(
      z
        .object({
          category: name,
          icon: z.string(),
          value: categoryValue,
          /** Published posts in it. */
          count,
        })
        .strict(),
    ),
  })
  .strict()

export const commentSchema = z
  .object({ avatar: avatarImage, userFullName: name, commentedAt: when, commentText: z.string() })
  .strict()

export const blogDetailSchema = z
  .object({
    blog: z
      .object({
        id: z.number().int().positive(),
        img: featuredImage,
        title: name,
        avatar: avatarImage,
        userFullName: name,
        createdTime: when,
        tags: z.array(z.string()),
        /** HTML, sanitised when saved; shown through DOMPurify. */
        content: z.string(),
        /** How many comments. */
        comments: count,
        /** Whether the caller keeps it among their bookmarks. */
        bookmarked: z.boolean(),
        status: postStatus,
      })
      .strict(),
    /** Oldest first, as a conversation reads. */
    comments: z.array(commentSchema),
  })
  .strict()

export const blogEditSchema = z
  .object({
    id: z.number().int().positive(),
    avatar: avatarImage,
    userFullName: name,
    createdTime: when,
    blogTitle: name,
    blogCategories: z.array(z.object({ value: categoryValue, label: name }).strict()),
    slug: z.string(),
    status: postStatus,
    excerpt: z.string(),
    featuredImage,
    content: z.string(),
    tags: z.array(z.string()),
  })
  .strict()

// ---- Requests ----

export const PER_PAGE_MAX = 50

export const blogListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: categoryValue.optional(),
  /** `published` unless asked: drafts are listed only for the editor's "Drafts" view. */
  status: postStatus.optional(),
  page: pageParam.optional(),
  perPage: positiveInt.pipe(z.number().max(PER_PAGE_MAX, `At most ${PER_PAGE_MAX}`)).optional(),
})

export const postIdQuerySchema = z.object({ id: positiveInt })

export const CONTENT_MAX = 100_000
export const EXCERPT_MAX = 300
export const TITLE_MAX = 120

/** A post as the editor saves it: with an `id` it updates that post, without one it adds one. */
export const postInputSchema = z.object({
  id: idInput.optional(),
  blogTitle: z
    .string()
    .trim()
    .min(1, 'Give the post a title')
    .max(TITLE_MAX, `At most ${TITLE_MAX} characters`),
  slug: z
    .string()
    .trim()
    .min(1, 'Give the post a slug')
    .max(SLUG_MAX, `At most ${SLUG_MAX} characters`)
    .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens'),
  /** Values, or the `{ value, label }` options the editor's read hands out. */
  blogCategories: z
    .array(optionValue(categoryValue))
    .min(1, 'Choose at least one category')
    .transform((values) => [...new Set(values)]),
  status: postStatus,
  excerpt: z.string().trim().max(EXCERPT_MAX, `At most ${EXCERPT_MAX} characters`),
  content: z
    .string()
    .max(CONTENT_MAX, 'The post is too long')
    .refine((html) => htmlText(html) !== '', 'Write the post first'),
  featuredImage,
  tags: z.array(tagSchema).max(8, 'At most 8 tags'),
})

export const COMMENT_MAX = 1000

export const commentInputSchema = z.object({
  id: idInput,
  commentText: z
    .string()
    .trim()
    .min(1, 'Write a comment first')
    .max(COMMENT_MAX, `At most ${COMMENT_MAX} characters`),
})

export const bookmarkInputSchema = z.object({ id: idInput })

export type BlogListItem = z.infer<typeof listItemSchema>
export type BlogList = z.infer<typeof blogListSchema>
export type BlogListQuery = z.input<typeof blogListQuerySchema>
export type BlogSidebar = z.infer<typeof sidebarSchema>
export type BlogDetail = z.infer<typeof blogDetailSchema>
export type BlogComment = z.infer<typeof commentSchema>
export type BlogEdit = z.infer<typeof blogEditSchema>
export type PostInput = z.input<typeof postInputSchema>
export type CommentInput = z.input<typeof commentInputSchema>
