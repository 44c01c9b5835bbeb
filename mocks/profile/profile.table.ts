/**
 * The profile's stores. Likes, comment likes, favourites and votes are kept by user id, so each
 * signed-in user sees their own `youLiked`, `favorite` and vote; people in the seed who have no
 * account in this install (the agency's colleagues) act with `userId: null`.
 */
import { typedTable, type TableSchemas } from '@mocks/db/database'
import type {
  DetailedComment,
  LatestPhoto,
  Person,
  Post,
  ProfileHeader,
  SuggestedPage,
  Suggestion,
  TwitterFeed,
  UserAbout,
} from '@/features/profile/profile.schema'

/** Someone who liked, commented or voted: an account here, or a colleague without one. */
export type Actor = Person & { userId: number | null }

/** The parts of the profile that only the seed or an import change: one row, id 1. */
export interface ProfileInfoRow {
  id: number
  header: ProfileHeader
  userAbout: UserAbout
  twitterFeeds: TwitterFeed[]
  latestPhotos: LatestPhoto[]
  suggestions: Suggestion[]
  pollQuestion: string
}

export type ProfilePageRow = Omit<SuggestedPage, 'favorite'> & { favoredBy: number[] }

export type CommentRow = Omit<DetailedComment, 'youLiked'> & {
  userId: number | null
  /** The accounts among `commentsLikes`, for `youLiked`. */
  likedBy: number[]
}

export type PostRow = Pick<
  Post,
  'id' | 'avatar' | 'username' | 'postTime' | 'postText' | 'postImg' | 'postVid' | 'share'
> & {
  /** Oldest first; `likes` is their number. */
  likers: Actor[]
  /** Oldest first. */
  comments: CommentRow[]
}

/** One option of the poll, with who voted for it. */
export interface PollOptionRow {
  id: number
  name: string
  voters: Actor[]
}

export const profileTables = {
  profileInfo: 'id',
  profilePages: 'id',
  // Newest first by `postTime`, a page at a time.
  profilePosts: 'id, postTime',
  profilePoll: 'id, &name',
} satisfies TableSchemas

export const profileInfo = typedTable<ProfileInfoRow, number>('profileInfo')
export const profilePages = typedTable<ProfilePageRow, number>('profilePages')
export const profilePosts = typedTable<PostRow, number>('profilePosts')
export const profilePoll = typedTable<PollOptionRow, number>('profilePoll')
