import { apiRequest } from '@/shared/api/client'
import {
  pollsAnswerSchema,
  postSchema,
  profileDataSchema,
  suggestedPageSchema,
} from '../profile.schema'

export interface ProfilePageParams {
  page: number
  perPage: number
}

export const fetchProfile = (params: ProfilePageParams, signal?: AbortSignal) =>
  apiRequest('/profile/data', { query: { ...params }, schema: profileDataSchema, signal })

export const likePost = (postId: number) =>
  apiRequest('/profile/post/like', { method: 'POST', body: { postId }, schema: postSchema })

export interface NewComment {
  postId: number
  comment: string
}

export const addComment = (input: NewComment) =>
  apiRequest('/profile/post/comment', { method: 'POST', body: input, schema: postSchema })

export const votePoll = (poll: string) =>
  apiRequest('/profile/poll/vote', { method: 'POST', body: { poll }, schema: pollsAnswerSchema })

export const favoritePage = (id: number) =>
  apiRequest('/profile/suggested-page/favorite', {
    method: 'POST',
    body: { id },
    schema: suggestedPageSchema,
  })
