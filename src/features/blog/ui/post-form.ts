/**
 * The editor's values and their checks: the contract's schema decides what is wrong, and each
 * field says so in the reader's words.
 */
import type { FormErrors } from '@mantine/form'
import type { TFunction } from 'i18next'
import { schemaResolver } from '@mantine/form'
import {
  EXCERPT_MAX,
  SLUG_MAX,
  TAG_MAX,
  TITLE_MAX,
  htmlText,
  postInputSchema,
  type BlogEdit,
  type CategoryValue,
  type PostInput,
  type PostStatus,
} from '../blog.schema'

export interface PostFormValues {
  blogTitle: string
  slug: string
  blogCategories: CategoryValue[]
  status: PostStatus
  excerpt: string
  content: string
  featuredImage: string
  tags: string[]
}

export const FORM_FIELDS = [
  'blogTitle',
  'slug',
  'blogCategories',
  'status',
  'excerpt',
  'content',
  'featuredImage',
  'tags',
] as const

export const blankPost: PostFormValues = {
  blogTitle: '',
  slug: '',
  blogCategories: [],
  status: 'draft',
  excerpt: '',
  content: '',
  featuredImage: '',
  tags: [],
}

export const valuesOf = (edit: BlogEdit): PostFormValues => ({
  blogTitle: edit.blogTitle,
  slug: edit.slug,
  blogCategories: edit.blogCategories.map((category) => category.value),
  status: edit.status,
  excerpt: edit.excerpt,
  content: edit.content,
  featuredImage: edit.featuredImage,
  tags: edit.tags,
})

export const toInput = (values: PostFormValues, id?: number): PostInput => ({
  ...(id === undefined ? {} : { id }),
  ...values,
  blogTitle: values.blogTitle.trim(),
  slug: values.slug.trim(),
  excerpt: values.excerpt.trim(),
})

const check = schemaResolver(postInputSchema.omit({ id: true }), { sync: true })

/** The contract's verdict, each failing field in the reader's words. */
export function validatePost(values: PostFormValues, t: TFunction): FormErrors {
  const errors = check(values)
  const say = (field: keyof PostFormValues, message: string) =>
    Object.keys(errors).some((path) => path === field || path.startsWith(`${field}.`))
      ? { [field]: message }
      : {}
  const tooLong = (max: number) => t('blog.edit.errors.tooLong', { max })
  const title = values.blogTitle.trim()
  const slug = values.slug.trim()
  return {
    ...say('blogTitle', title ? tooLong(TITLE_MAX) : t('blog.edit.errors.titleRequired')),
    ...say(
      'slug',
      !slug
        ? t('blog.edit.errors.slugRequired')
        : slug.length > SLUG_MAX
          ? tooLong(SLUG_MAX)
          : t('blog.edit.errors.slugPattern'),
    ),
    ...say('blogCategories', t('blog.edit.errors.categories')),
    ...say('status', t('blog.edit.errors.status')),
    ...say('excerpt', tooLong(EXCERPT_MAX)),
    ...say(
      'content',
      htmlText(values.content)
        ? t('blog.edit.errors.contentTooLong')
        : t('blog.edit.errors.content'),
    ),
    ...say('featuredImage', t('blog.edit.errors.image')),
    ...say('tags', t('blog.edit.errors.tags', { max: 8, length: TAG_MAX })),
  }
}
