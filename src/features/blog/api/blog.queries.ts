/**
 * The blog's queries and writes. Each query names the tables it reads, so a write here or in
 * another tab refetches it; a write puts the server's answer in the cache first, so the screen
 * shows it without waiting for the refetch.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import type { BlogDetail } from '../blog.schema'
import {
  addComment,
  fetchPost,
  fetchPostForEdit,
  fetchPosts,
  fetchSidebar,
  savePost,
  toggleBookmark,
  type BlogListParams,
} from './blog.api'

const READS = ['blogPosts', 'blogComments'] as const

export const blogKeys = {
  all: ['blog'] as const,
  list: (query: BlogListParams) => [...blogKeys.all, 'list', query] as const,
  sidebar: () => [...blogKeys.all, 'sidebar'] as const,
  detail: (id: number) => [...blogKeys.all, 'detail', id] as const,
  edit: (id: number) => [...blogKeys.all, 'edit', id] as const,
}

export const usePosts = (query: BlogListParams) =>
  useQuery({
    queryKey: blogKeys.list(query),
    queryFn: ({ signal }) => fetchPosts(query, signal),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { tables: READS },
  })

export const useSidebar = () =>
  useQuery({
    queryKey: blogKeys.sidebar(),
    queryFn: ({ signal }) => fetchSidebar(signal),
    meta: { tables: ['blogPosts'] },
  })

export const usePost = (id: number) =>
  useQuery({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => fetchPost(id, signal),
    meta: { tables: READS },
  })

export const usePostForEdit = (id: number) =>
  useQuery({
    queryKey: blogKeys.edit(id),
    queryFn: ({ signal }) => fetchPostForEdit(id, signal),
    meta: { tables: ['blogPosts'] },
  })

/** The form shows a refused field where it belongs, so no toast for a 400. */
export const useSavePost = () =>
  useAppMutation({
    mutationFn: savePost,
    tables: ['blogPosts'],
    errorMessage: null,
    onSuccess: (saved, _input, client) => client.setQueryData(blogKeys.edit(saved.id), saved),
  })

export const useAddComment = () =>
  useAppMutation({
    mutationFn: addComment,
    tables: ['blogComments'],
    errorMessage: null,
    onSuccess: (detail, input, client) =>
      client.setQueryData(blogKeys.detail(Number(input.id)), detail),
  })

/** The bookmark answers at once; a refusal puts it back and says so. */
export const useToggleBookmark = () =>
  useAppMutation({
    mutationFn: toggleBookmark,
    tables: ['blogPosts'],
    errorMessage: 'blog.errors.bookmark',
    optimistic: {
      queryKey: [...blogKeys.all, 'detail'],
      apply: (client, id: number) =>
        client.setQueryData<BlogDetail>(blogKeys.detail(id), (data) =>
          data ? { ...data, blog: { ...data.blog, bookmarked: !data.blog.bookmarked } } : data,
        ),
    },
    onSuccess: (detail, id, client) => client.setQueryData(blogKeys.detail(id), detail),
  })
