import { z } from 'zod'
import {
  CONTENT_MAX,
  COMMENT_MAX,
  EXCERPT_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
  TAG_MAX,
  TITLE_MAX,
  avatarImage,
  categoryValue,
  featuredImage,
  postStatus,
} from '@/features/blog/blog.schema'

const id = z.number().int().positive()
const name = z.string().min(1).max(120)
const when = z.iso.datetime({ offset: true })

/** Imported rows must match the stored shapes exactly. */
export const blogRowSchemas = {
  blogPosts: z
    .object({
      id,
      slug: z.string().max(SLUG_MAX).regex(SLUG_PATTERN),
      title: z.string().min(1).max(TITLE_MAX),
      excerpt: z.string().max(EXCERPT_MAX),
      content: z.string().max(CONTENT_MAX),
      img: featuredImage,
      tags: z.array(z.string().min(1).max(TAG_MAX)).max(8),
      categories: z.array(categoryValue).min(1),
      status: postStatus,
      authorId: id.nullable(),
      avatar: avatarImage,
      userFullName: name,
      createdTime: when,
      bookmarkedBy: z.array(id),
    })
    .strict(),
  blogComments: z
    .object({
      id,
      postId: id,
      userId: id.nullable(),
      avatar: avatarImage,
      userFullName: name,
      commentedAt: when,
      commentText: z.string().min(1).max(COMMENT_MAX),
    })
    .strict(),
}
