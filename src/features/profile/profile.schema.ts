/**
 * The profile contract: shared by the handlers (parsing input) and the client (parsing answers).
 * The shapes are the contract's profile data, plus what paging and per-user
 * answers need: a post's `id`, the posts' `total`, the poll's question and the caller's vote.
 */
import { z } from 'zod'
import { idInput, pageParam, positiveInt } from '@/shared/contract/zod'

/** Every picture the profile shows ships with the app: never an external address. */
export const localImage = z
  .string()
  .max(200)
  .regex(/^\/images\/[\w./-]+$/, 'Expected an image of the app (/images/…)')

/**
 * A person's picture: an image of the app, a small uploaded one (a data URL: the account
 * settings store avatars so), or none (a new account), when the initials stand in.
 */
export const avatarImage = z.union([
  localImage,
  z
    .string()
    .max(400_000)
    .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/, 'Expected an image'),
  z.literal(''),
])

const name = z.string().min(1).max(120)
const count = z.number().int().min(0)

/** A person as the profile shows one: a liker. */
export const personSchema = z.object({ avatar: avatarImage, username: name }).strict()

export const headerSchema = z
  .object({ avatar: avatarImage, username: name, designation: name, coverImg: localImage })
  .strict()

export const userAboutSchema = z
  .object({
    about: z.string().max(2000),
    /** The day the user joined (`2019-03-14`). */
    joined: z.iso.date(),
    lives: z.string().max(120),
    email: z.email(),
    website: z.string().max(200),
  })
  .strict()

export const suggestedPageSchema = z
  .object({
    id: z.number().int().positive(),
    avatar: localImage,
    username: name,
    subtitle: z.string().max(120),
    /** Whether the signed-in user keeps this page among their favourites. */
    favorite: z.boolean(),
  })
  .strict()

export const twitterFeedSchema = z
  .object({
    imgUrl: localImage,
    title: name,
    /** The account's handle (`@InsureWeekly`). */
    id: z.string().min(1).max(60),
    tags: z.string().max(200),
    desc: z.string().max(500),
    favorite: z.boolean(),
  })
  .strict()

export const COMMENT_MAX = 500

export const detailedCommentSchema = z
  .object({
    avatar: avatarImage,
    username: name,
    comment: z.string().min(1).max(COMMENT_MAX),
    commentsLikes: count,
    youLiked: z.boolean(),
  })
  .strict()

export const postSchema = z
  .object({
    id: z.number().int().positive(),
    avatar: avatarImage,
    username: name,
    /** When it was posted (ISO timestamp). */
    postTime: z.iso.datetime({ offset: true }),
    postText: z.string().max(5000),
    postImg: localImage.optional(),
    postVid: localImage.optional(),
    /** Every like, the caller's included. */
    likes: count,
    youLiked: z.boolean(),
    /** How many comments (`detailedComments.length`). */
    comments: count,
    share: count,
    /** The latest likers, newest first (at most LIKERS_SHOWN). */
    likedUsers: z.array(personSchema),
    /** The likes beyond `likedUsers` (the "+N" after the avatars). */
    likedCount: count,
    /** Oldest first, as a conversation reads. */
    detailedComments: z.array(detailedCommentSchema),
  })
  .strict()

export const LIKERS_SHOWN = 5

export const latestPhotoSchema = z.object({ img: localImage, alt: z.string().max(200) }).strict()

export const suggestionSchema = z
  .object({ avatar: avatarImage, name, mutualFriend: count })
  .strict()

export const voterSchema = z.object({ img: avatarImage, username: name }).strict()

export const pollOptionSchema = z
  .object({
    name,
    /** This option's share of the votes, in whole percent (the shares add up to 100). */
    result: z.number().int().min(0).max(100),
    votedUser: z.array(voterSchema),
  })
  .strict()

export const pollsAnswerSchema = z
  .object({
    pollQuestion: z.string().max(300),
    polls: z.array(pollOptionSchema),
    /** The option the caller voted for; null until they vote (one vote per user). */
    pollVote: name.nullable(),
  })
  .strict()

export const profileDataSchema = z
  .object({
    header: headerSchema,
    userAbout: userAboutSchema,
    suggestedPages: z.array(suggestedPageSchema),
    twitterFeeds: z.array(twitterFeedSchema),
    /** The requested page of posts, newest first. */
    post: z.array(postSchema),
    /** Every post, for "load more". */
    total: count,
    latestPhotos: z.array(latestPhotoSchema),
    suggestions: z.array(suggestionSchema),
    ...pollsAnswerSchema.shape,
  })
  .strict()

export const PER_PAGE_MAX = 50

export const profileQuerySchema = z.object({
  page: pageParam.optional(),
  perPage: positiveInt
    .pipe(z.number().max(PER_PAGE_MAX, `At most ${PER_PAGE_MAX} posts a page`))
    .optional(),
})

export const likePostSchema = z.object({ postId: idInput })

export const commentTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a comment first')
  .max(COMMENT_MAX, `At most ${COMMENT_MAX} characters`)

export const addCommentSchema = z.object({ postId: idInput, comment: commentTextSchema })

/** A vote names the option (`polls[].name`). */
export const votePollSchema = z.object({ poll: z.string().trim().min(1).max(120) })

export const favoritePageSchema = z.object({ id: idInput })

export type ProfileData = z.infer<typeof profileDataSchema>
export type ProfileQuery = z.input<typeof profileQuerySchema>
export type Post = z.infer<typeof postSchema>
export type DetailedComment = z.infer<typeof detailedCommentSchema>
export type Person = z.infer<typeof personSchema>
export type PollOption = z.infer<typeof pollOptionSchema>
export type PollsAnswer = z.infer<typeof pollsAnswerSchema>
export type SuggestedPage = z.infer<typeof suggestedPageSchema>
export type TwitterFeed = z.infer<typeof twitterFeedSchema>
export type Suggestion = z.infer<typeof suggestionSchema>
export type LatestPhoto = z.infer<typeof latestPhotoSchema>
export type UserAbout = z.infer<typeof userAboutSchema>
export type ProfileHeader = z.infer<typeof headerSchema>
