/** The profile's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  addCommentSchema,
  favoritePageSchema,
  likePostSchema,
  pollsAnswerSchema,
  postSchema,
  profileDataSchema,
  profileQuerySchema,
  suggestedPageSchema,
  votePollSchema,
} from './profile.schema'

export const profileEndpoints = {
  data: endpoint({
    method: 'GET',
    path: '/profile/data',
    query: profileQuerySchema,
    response: profileDataSchema,
  }),
  like: endpoint({
    method: 'POST',
    path: '/profile/post/like',
    body: likePostSchema,
    response: postSchema,
  }),
  /** A 201 with the post as it now reads. */
  comment: endpoint({
    method: 'POST',
    path: '/profile/post/comment',
    body: addCommentSchema,
    response: postSchema,
  }),
  /** A 201 with the poll as it now reads. */
  vote: endpoint({
    method: 'POST',
    path: '/profile/poll/vote',
    body: votePollSchema,
    response: pollsAnswerSchema,
  }),
  favorite: endpoint({
    method: 'POST',
    path: '/profile/suggested-page/favorite',
    body: favoritePageSchema,
    response: suggestedPageSchema,
  }),
}
