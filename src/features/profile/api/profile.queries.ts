/**
 * The profile as one infinite query: each page of `/profile/data` brings the next posts ("load
 * more") and the rest of the profile, which the screen reads from the newest page. Writes put
 * the server's answer in every loaded page at once; the tables they wrote refetch afterwards.
 */
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import type { Post, PollsAnswer, ProfileData, SuggestedPage } from '../profile.schema'
import { addComment, favoritePage, fetchProfile, likePost, votePoll } from './profile.api'

export const POSTS_PER_PAGE = 3

const TABLES = ['profileInfo', 'profilePages', 'profilePosts', 'profilePoll'] as const

export const profileKeys = {
  all: ['profile'] as const,
  data: () => [...profileKeys.all, 'data', POSTS_PER_PAGE] as const,
}

type Pages = InfiniteData<ProfileData, number>

export const useProfile = () =>
  useInfiniteQuery({
    queryKey: profileKeys.data(),
    queryFn: ({ pageParam, signal }) =>
      fetchProfile({ page: pageParam, perPage: POSTS_PER_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastParam) =>
      pages.reduce((sum, page) => sum + page.post.length, 0) < last.total && last.post.length
        ? lastParam + 1
        : undefined,
    // Names and pictures of likers and commenters come from the accounts.
    meta: { tables: [...TABLES, 'authUsers'] },
  })

/** Changes every loaded page of the profile. */
const updatePages = (client: QueryClient, change: (page: ProfileData) => ProfileData) =>
  client.setQueryData<Pages>(profileKeys.data(), (data) =>
    data ? { ...data, pages: data.pages.map(change) } : data,
  )

const replacePost = (client: QueryClient, next: Post) =>
  updatePages(client, (page) => ({
    ...page,
    post: page.post.map((post) => (post.id === next.id ? next : post)),
  }))

const toggleLike = (post: Post): Post => ({
  ...post,
  youLiked: !post.youLiked,
  likes: post.likes + (post.youLiked ? -1 : 1),
})

/** The heart answers at once; the server's answer brings the likers. */
export const useLikePost = () =>
  useAppMutation({
    mutationFn: likePost,
    tables: ['profilePosts'],
    errorMessage: 'profile.errors.like',
    optimistic: {
      queryKey: profileKeys.data(),
      apply: (client, postId: number) =>
        updatePages(client, (page) => ({
          ...page,
          post: page.post.map((post) => (post.id === postId ? toggleLike(post) : post)),
        })),
    },
    onSuccess: (post, _postId, client) => replacePost(client, post),
  })

/** The form shows a refused comment on its field, so no toast. */
export const useAddComment = () =>
  useAppMutation({
    mutationFn: addComment,
    tables: ['profilePosts'],
    errorMessage: null,
    onSuccess: (post, _input, client) => replacePost(client, post),
  })

export const useVotePoll = () =>
  useAppMutation({
    mutationFn: votePoll,
    tables: ['profilePoll'],
    errorMessage: null,
    onSuccess: (answer: PollsAnswer, _poll, client) =>
      updatePages(client, (page) => ({ ...page, ...answer })),
  })

export const useFavoritePage = () =>
  useAppMutation({
    mutationFn: favoritePage,
    tables: ['profilePages'],
    errorMessage: 'profile.errors.favorite',
    optimistic: {
      queryKey: profileKeys.data(),
      apply: (client, id: number) =>
        updatePages(client, (page) => ({
          ...page,
          suggestedPages: page.suggestedPages.map((item: SuggestedPage) =>
            item.id === id ? { ...item, favorite: !item.favorite } : item,
          ),
        })),
    },
  })
