/**
 * The profile's endpoints: the page of data (`GET /profile/data`, paging the posts) and the
 * caller's own writes: a like toggled, a comment added, one vote in the poll, a page kept as a
 * favourite. Each write runs whole in the kernel's write transaction, so the like, the comment
 * list and the "one vote per user" check are read where they are written.
 */
import { authUsers } from '@mocks/auth/auth.table'
import { badRequest, notFound } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { route, type Session } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { profileEndpoints as api } from '@/features/profile/profile.endpoints'
import { avatarImage } from '@/features/profile/profile.schema'
import { profileInfo, profilePages, profilePoll, profilePosts, type Actor } from './profile.table'
import { pageView, pollView, postView } from './profile.view'

const PER_PAGE = 10

/** The caller as a liker, commenter or voter: their name and picture as they are now. */
const callerOf = (session: Session): Promise<Actor> =>
  authUsers()
    .get(session.userId)
    .then((user) => ({
      userId: session.userId,
      username: user?.fullName || user?.username || `User ${session.userId}`,
      avatar: avatarImage.safeParse(user?.avatar).data ?? '',
    }))

const infoOrThrow = () => getOrThrow(profileInfo(), 1, 'Profile')
const postOrThrow = (id: number) => getOrThrow(profilePosts(), id, 'Post')

const data = route(api.data, {
  async handle({ query, session }) {
    const { page = 1, perPage = PER_PAGE } = query
    const { userId } = session
    const [info, pages, posts, total, poll] = await Promise.all([
      infoOrThrow(),
      profilePages().toArray(),
      profilePosts()
        .orderBy('postTime')
        .reverse()
        .offset((page - 1) * perPage)
        .limit(perPage)
        .toArray(),
      profilePosts().count(),
      profilePoll().toArray(),
    ])
    return {
      header: info.header,
      userAbout: info.userAbout,
      suggestedPages: pages.map((row) => pageView(row, userId)),
      twitterFeeds: info.twitterFeeds,
      post: posts.map((row) => postView(row, userId)),
      total,
      latestPhotos: info.latestPhotos,
      suggestions: info.suggestions,
      ...pollView(info.pollQuestion, poll, userId),
    }
  },
})

/** Likes the post for the caller, or takes their like back. */
const like = route(api.like, {
  async handle({ body, session }) {
    const [row, caller] = await Promise.all([postOrThrow(body.postId), callerOf(session)])
    const mine = row.likers.some((liker) => liker.userId === session.userId)
    const likers = mine
      ? row.likers.filter((liker) => liker.userId !== session.userId)
      : [...row.likers, caller]
    const next = { ...row, likers }
    await profilePosts().put(next)
    return postView(next, session.userId)
  },
})

const comment = route(api.comment, {
  async handle({ body, session }) {
    const [row, caller] = await Promise.all([postOrThrow(body.postId), callerOf(session)])
    const added = { ...caller, comment: body.comment, commentsLikes: 0, likedBy: [] }
    const next = { ...row, comments: [...row.comments, added] }
    await profilePosts().put(next)
    return withStatus(postView(next, session.userId), 201)
  },
})

const ALREADY_VOTED = 'You have already voted in this poll'

/**
 * One vote per user: a second one, for any option, is a 400 naming `poll` (as the contract
 * answers a taken email or board id) and changes nothing.
 */
const vote = route(api.vote, {
  async handle({ body, session }) {
    const [info, options, caller] = await Promise.all([
      infoOrThrow(),
      profilePoll().toArray(),
      callerOf(session),
    ])
    const chosen = options.find((option) => option.name === body.poll)
    if (!chosen) throw notFound('Poll option')
    if (options.some((option) => option.voters.some((voter) => voter.userId === session.userId)))
      throw badRequest(ALREADY_VOTED, { poll: ALREADY_VOTED })
    const next = { ...chosen, voters: [...chosen.voters, caller] }
    await profilePoll().put(next)
    const all = options.map((option) => (option.id === next.id ? next : option))
    return withStatus(pollView(info.pollQuestion, all, session.userId), 201)
  },
})

/** Keeps a suggested page among the caller's favourites, or drops it. */
const favorite = route(api.favorite, {
  async handle({ body, session }) {
    const row = await getOrThrow(profilePages(), body.id, 'Suggested page')
    const { userId } = session
    const favoredBy = row.favoredBy.includes(userId)
      ? row.favoredBy.filter((id) => id !== userId)
      : [...row.favoredBy, userId]
    const next = { ...row, favoredBy }
    await profilePages().put(next)
    return pageView(next, userId)
  },
})

export const profileRoutes = [data, like, comment, vote, favorite]
