import { ActionIcon, Group, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconSend } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useAddComment } from '../api/profile.queries'
import { COMMENT_MAX, commentTextSchema } from '../profile.schema'
import classes from './Profile.module.css'

const commentFormSchema = z.object({ comment: commentTextSchema })
type Values = z.input<typeof commentFormSchema>

/** Adds a comment by the signed-in user; a refused one shows why on the field. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation('profile')
  const add = useAddComment()
  const contract = schemaValidate<Values>(commentFormSchema)
  const form = useForm<Values>({
    initialValues: { comment: '' },
    // The contract's two rules (not blank, not too long), each in the reader's words.
    validate: (values) => {
      const errors = contract(values)
      if (!errors.comment) return errors
      const blank = values.comment.trim() === ''
      return {
        comment: blank
          ? t('profile.comments.required')
          : t('profile.comments.tooLong', { max: COMMENT_MAX }),
      }
    },
  })

  const submit = form.onSubmit((values) => {
    add.mutate(
      { postId, comment: values.comment.trim() },
      {
        onSuccess: () => form.reset(),
        onError: (error) =>
          form.setErrors({
            comment: t('profile.comments.failed'),
            ...fieldErrorsFrom(error, { fields: ['comment'] }),
          }),
      },
    )
  })

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" mt="md" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('profile.comments.label')}
          placeholder={t('profile.comments.placeholder')}
          style={{ flex: 1 }}
          {...form.getInputProps('comment')}
        />
        <ActionIcon
          type="submit"
          size={36}
          mt={25}
          loading={add.isPending}
          aria-label={t('profile.comments.send')}
        >
          <IconSend size={18} className={classes.flipRtl} />
        </ActionIcon>
      </Group>
    </form>
  )
}
