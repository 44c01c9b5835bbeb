import { Button, Group, Input, Rating, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconSend } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface Feedback {
  rating: number
  comment: string
}

/** A low mark needs a reason: the broker can only act on what went wrong if it is said. */
const NEEDS_REASON = 2

/**
 * A client rates how claim CLM-2025-0192 was handled. The form holds the rating like any other
 * field: required, checked with the comment, kept as is when the form says what is missing.
 */
export function ClaimFeedbackForm() {
  const { t: k } = useTranslation('ui-kit/extensions-ratings', {
    keyPrefix: 'uiKit.extensions-ratings.form',
  })
  const id = useId()
  const [saved, setSaved] = useState<Feedback | null>(null)
  const form = useForm<Feedback>({
    initialValues: { rating: 0, comment: '' },
    validate: {
      rating: (value) => (value > 0 ? null : k('ratingRequired')),
      comment: (value, values) =>
        values.rating > 0 && values.rating <= NEEDS_REASON && value.trim() === ''
          ? k('reasonRequired')
          : null,
    },
  })
  const ratingError = form.errors.rating
  const label = (value: number) => k(`marks.${value}`)

  return (
    <form onSubmit={form.onSubmit((values) => setSaved(values))} noValidate>
      <Stack gap="md" maw={520}>
        <div>
          <Input.Label id={`${id}-label`} required>
            {k('rating')}
          </Input.Label>
          <Group gap="sm">
            <Rating
              role="radiogroup"
              aria-labelledby={`${id}-label`}
              aria-describedby={ratingError ? `${id}-error` : undefined}
              size="lg"
              allowClear
              getSymbolLabel={label}
              {...form.getInputProps('rating')}
            />
            <Text fz="sm" aria-hidden>
              {form.values.rating > 0 ? label(form.values.rating) : ''}
            </Text>
          </Group>
          {ratingError && <Input.Error id={`${id}-error`}>{ratingError}</Input.Error>}
        </div>
        <Textarea
          label={k('comment')}
          description={k('commentHint')}
          autosize
          minRows={3}
          withAsterisk={form.values.rating > 0 && form.values.rating <= NEEDS_REASON}
          {...form.getInputProps('comment')}
        />
        <Group>
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />}>
            {k('submit')}
          </Button>
        </Group>
        <Text fz="sm" role="status" data-testid="feedback-saved">
          {saved
            ? k('saved', { count: saved.rating, mark: label(saved.rating).toLowerCase() })
            : ''}
        </Text>
      </Stack>
    </form>
  )
}
