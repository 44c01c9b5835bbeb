import { call } from '@/shared/api/call'
import { profileEndpoints } from '../profile.endpoints'

export interface ProfilePageParams {
  page: number
  perPage: number
}

export const fetchProfile = (query: ProfilePageParams, signal?: AbortSignal) =>
  call(profileEndpoints.data, { query, signal })

export const likePost = (postId: number) => call(profileEndpoints.like, { body: { postId } })

export interface NewComment {
  postId: number
  comment: string
}

export const addComment = (input: NewComment) => call(profileEndpoints.comment, { body: input })

export const votePoll = (poll: string) => call(profileEndpoints.vote, { body: { poll } })

export const favoritePage = (id: number) => call(profileEndpoints.favorite, { body: { id } })
