/**
 * The stored rows as the contract shows them to one caller: their own `youLiked`, `favorite` and
 * vote, counts computed from who acted, and the poll's shares from its votes.
 */
import {
  LIKERS_SHOWN,
  type Post,
  type PollsAnswer,
  type SuggestedPage,
} from '@/features/profile/profile.schema'
import type { PollOptionRow, PostRow, ProfilePageRow } from './profile.table'

export function postView(row: PostRow, userId: number): Post {
  const likes = row.likers.length
  const likedUsers = row.likers
    .slice(-LIKERS_SHOWN)
    .reverse()
    .map(({ avatar, username }) => ({ avatar, username }))
  return {
    id: row.id,
    avatar: row.avatar,
    username: row.username,
    postTime: row.postTime,
    postText: row.postText,
    ...(row.postImg ? { postImg: row.postImg } : {}),
    ...(row.postVid ? { postVid: row.postVid } : {}),
    likes,
    youLiked: row.likers.some((liker) => liker.userId === userId),
    comments: row.comments.length,
    share: row.share,
    likedUsers,
    likedCount: likes - likedUsers.length,
    detailedComments: row.comments.map(({ avatar, username, comment, commentsLikes, likedBy }) => ({
      avatar,
      username,
      comment,
      commentsLikes,
      youLiked: likedBy.includes(userId),
    })),
  }
}

export function pageView({ favoredBy, ...page }: ProfilePageRow, userId: number): SuggestedPage {
  return { ...page, favorite: favoredBy.includes(userId) }
}

/**
 * Whole percentages that add up to 100 (largest remainder: the parts the rounding dropped go to
 * the options that lost the most, ties to the first). No votes: every share is 0.
 */
export function shares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total === 0) return counts.map(() => 0)
  const exact = counts.map((count) => (count * 100) / total)
  const whole = exact.map(Math.floor)
  let left = 100 - whole.reduce((sum, share) => sum + share, 0)
  const byRemainder = exact
    .map((share, index) => ({ index, rest: share - Math.floor(share) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    whole[index] = (whole[index] ?? 0) + 1
    left -= 1
  }
  return whole
}

export function pollView(
  question: string,
  options: readonly PollOptionRow[],
  userId: number,
): PollsAnswer {
  const results = shares(options.map((option) => option.voters.length))
  return {
    pollQuestion: question,
    polls: options.map((option, index) => ({
      name: option.name,
      result: results[index] ?? 0,
      votedUser: option.voters.map(({ avatar, username }) => ({ img: avatar, username })),
    })),
    pollVote:
      options.find((option) => option.voters.some((voter) => voter.userId === userId))?.name ??
      null,
  }
}
