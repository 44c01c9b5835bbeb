/**
 * The editor's form: @mantine/form checked by the contract, the slug following the title until
 * it is edited by hand, the rich-text content kept in the form, and the API's refusals on their
 * fields. Saving stays on the post: a new one moves to its own address.
 */
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useNavigate } from '@tanstack/react-router'
import DOMPurify from 'dompurify'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/shared/api/errors'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { useRichText } from '@/shared/ui/RichTextField'
import { useSavePost } from '../api/blog.queries'
import { SLUG_TAKEN, slugify, type BlogEdit } from '../blog.schema'
import { FORM_FIELDS, toInput, validatePost, type PostFormValues } from './post-form'

export function usePostForm(initial: PostFormValues, id?: number) {
  const { t } = useTranslation('blog')
  const navigate = useNavigate()
  const save = useSavePost()
  // A slug that is not the title's own was chosen by hand: the title no longer moves it.
  const [slugByHand, setSlugByHand] = useState(
    initial.slug !== '' && initial.slug !== slugify(initial.blogTitle),
  )
  const form = useForm<PostFormValues>({
    initialValues: initial,
    validate: (values) => validatePost(values, t),
  })
  const contentLabel = t('blog.edit.content')
  const editor = useRichText({
    content: DOMPurify.sanitize(initial.content),
    label: contentLabel,
    placeholder: t('blog.edit.contentPlaceholder'),
  })
  useEffect(() => {
    // Posts are data in their own language: the text runs in its own direction in an RTL page.
    editor?.setOptions({ editorProps: { attributes: { 'aria-label': contentLabel, dir: 'auto' } } })
  }, [editor, contentLabel])
  useEffect(() => {
    if (!editor) return
    const sync = () => form.setFieldValue('content', editor.isEmpty ? '' : editor.getHTML())
    editor.on('update', sync)
    return () => {
      editor.off('update', sync)
    }
    // `form` is a new object each render; its setter is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor])

  const setTitle = (title: string) => {
    form.setFieldValue('blogTitle', title)
    if (!slugByHand) form.setFieldValue('slug', slugify(title))
  }
  const setSlug = (slug: string) => {
    setSlugByHand(slug !== '')
    form.setFieldValue('slug', slug)
  }

  const saved = (post: BlogEdit) => {
    notifications.show({ color: 'green', message: t('blog.edit.saved', { title: post.blogTitle }) })
    if (id === undefined)
      void navigate({
        to: '/pages/blog/edit/$id',
        params: { id: String(post.id) },
        replace: true,
      })
  }
  const refused = (error: Error) => {
    const errors = fieldErrorsFrom(error, { fields: FORM_FIELDS })
    if (isApiError(error) && error.fields.slug === SLUG_TAKEN)
      errors.slug = t('blog.edit.errors.slugTaken')
    if (Object.keys(errors).length > 0) form.setErrors(errors)
    else notifications.show({ color: 'red', message: t('blog.edit.failed') })
  }

  const submit = form.onSubmit((values) =>
    save.mutate(toInput(values, id), { onSuccess: saved, onError: refused }),
  )
  return { form, editor, setTitle, setSlug, slugByHand, submit, saving: save.isPending }
}
