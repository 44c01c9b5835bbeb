import { Button, Group, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconSend } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useAddComment } from '../api/blog.queries'
import { COMMENT_MAX, commentInputSchema } from '../blog.schema'
import classes from './Blog.module.css'

const formSchema = commentInputSchema.pick({ commentText: true })
interface Values {
  commentText: string
}

/** Adds a comment by the signed-in user; a refused one says why on the field. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation('blog')
  const add = useAddComment()
  const contract = schemaValidate<Values>(formSchema)
  const form = useForm<Values>({
    initialValues: { commentText: '' },
    // The contract's two rules (not blank, not too long), in the reader's words.
    validate: (values) => {
      if (!contract(values).commentText) return {}
      const blank = values.commentText.trim() === ''
      return {
        commentText: blank
          ? t('blog.comments.required')
          : t('blog.comments.tooLong', { max: COMMENT_MAX }),
      }
    },
  })

  const submit = form.onSubmit((values) =>
    add.mutate(
      { id: postId, commentText: values.commentText.trim() },
      {
        onSuccess: () => form.reset(),
        onError: (error) =>
          form.setErrors({
            commentText: t('blog.comments.failed'),
            ...fieldErrorsFrom(error, { fields: ['commentText'] }),
          }),
      },
    ),
  )

  return (
    <form onSubmit={submit} noValidate>
      <Textarea
        label={t('blog.comments.label')}
        placeholder={t('blog.comments.placeholder')}
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('commentText')}
      />
      <Group justify="flex-end" mt="sm">
        <Button
          type="submit"
          loading={add.isPending}
          rightSection={<IconSend size={16} aria-hidden className={classes.flipRtl} />}
        >
          {t('blog.comments.send')}
        </Button>
      </Group>
    </form>
  )
}
