/**
 * The blog's writes, each whole in the kernel's write transaction: a post saved by the editor
 * (the slug's uniqueness and a new post's id are read where the post is written), a comment by
 * the caller, and the caller's bookmark toggled.
 */
import { now } from '@mocks/kernel/draws'
import { authUsers } from '@mocks/auth/auth.table'
import { badRequest } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { route, type Session } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import { blogEndpoints as api } from '@/features/blog/blog.endpoints'
import { avatarImage, htmlText, SLUG_TAKEN } from '@/features/blog/blog.schema'
import type { Person } from './blog.people'
import { sanitizeHtml } from './blog.sanitize'
import { blogComments, blogPosts, commentsOf, type BlogPostRow } from './blog.table'
import { detailView, distinctTags, editView, excerptOf } from './blog.view'

const NOTHING_WRITTEN = 'Write the post first'

/** The caller as an author or commenter: their name and picture as they are now. */
const callerOf = (session: Session): Promise<Person> =>
  authUsers()
    .get(session.userId)
    .then((user) => ({
      userId: session.userId,
      userFullName: user?.fullName || user?.username || `User ${session.userId}`,
      avatar: avatarImage.safeParse(user?.avatar).data ?? '',
    }))

const postOrThrow = (id: number) => getOrThrow(blogPosts(), id, 'Post')

/** With an `id`, updates that post (its author and date stay); without one, adds a post. */
const save = route(api.save, {
  roundTrip: {
    read: api.edit.path,
    query: { id: '1' },
    change: { blogTitle: 'Renewal season, read again' },
  },
  async handle({ body, session }) {
    const before = body.id === undefined ? undefined : await postOrThrow(body.id)
    // What the editor sent, cleaned as it comes in (the page cleans it again when it shows it).
    const content = sanitizeHtml(body.content)
    if (htmlText(content) === '') throw badRequest(NOTHING_WRITTEN, { content: NOTHING_WRITTEN })
    const taken = await blogPosts().where('slug').equals(body.slug).first()
    if (taken && taken.id !== before?.id) throw badRequest(SLUG_TAKEN, { slug: SLUG_TAKEN })
    const fields = {
      slug: body.slug,
      title: body.blogTitle,
      excerpt: body.excerpt || excerptOf(content),
      content,
      img: body.featuredImage,
      tags: distinctTags(body.tags),
      categories: body.blogCategories,
      status: body.status,
    }
    if (before) {
      const next: BlogPostRow = { ...before, ...fields }
      await blogPosts().put(next)
      return editView(next)
    }
    const [id, author] = await Promise.all([nextId(blogPosts()), callerOf(session)])
    const added: BlogPostRow = {
      id,
      ...fields,
      authorId: author.userId,
      avatar: author.avatar,
      userFullName: author.userFullName,
      createdTime: now().toISOString(),
      bookmarkedBy: [],
    }
    await blogPosts().add(added)
    return withStatus(editView(added), 201)
  },
})

const comment = route(api.comment, {
  async handle({ body, session }) {
    const [row, caller, id] = await Promise.all([
      postOrThrow(body.id),
      callerOf(session),
      nextId(blogComments()),
    ])
    await blogComments().add({
      id,
      postId: row.id,
      ...caller,
      commentedAt: now().toISOString(),
      commentText: body.commentText,
    })
    return withStatus(detailView(row, await commentsOf(row.id), session.userId), 201)
  },
})

/** Keeps the post among the caller's bookmarks, or drops it. */
const bookmark = route(api.bookmark, {
  async handle({ body, session }) {
    const row = await postOrThrow(body.id)
    const { userId } = session
    const bookmarkedBy = row.bookmarkedBy.includes(userId)
      ? row.bookmarkedBy.filter((id) => id !== userId)
      : [...row.bookmarkedBy, userId]
    const next = { ...row, bookmarkedBy }
    await blogPosts().put(next)
    return detailView(next, await commentsOf(row.id), session.userId)
  },
})

export const blogWrites = [save, comment, bookmark]
