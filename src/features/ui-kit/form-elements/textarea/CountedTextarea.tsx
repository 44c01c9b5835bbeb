import { Group, Text, Textarea, VisuallyHidden, type TextareaProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { COUNTER_COLOR, counterLevel } from './counter'

type CountedTextareaProps = Omit<TextareaProps, 'maxLength' | 'value'> & {
  value: string
  max: number
}

/**
 * A textarea with a character counter. The visible count changes on every key, so it is not a
 * live region; a polite status speaks only when the level changes (near the limit, at it). The
 * limit itself belongs in the field's description, which the field is described by.
 */
export function CountedTextarea({ value, max, ...props }: CountedTextareaProps) {
  const level = counterLevel(value.length, max)
  const { t: k } = useTranslation('ui-kit/form-elements-textarea', {
    keyPrefix: 'uiKit.form-elements-textarea.counter',
  })
  return (
    <div>
      <Textarea {...props} value={value} maxLength={max} />
      <Group justify="flex-end" mt={4}>
        <Text size="xs" c={COUNTER_COLOR[level]} data-testid="counter" data-level={level}>
          {k('count', { count: value.length, max })}
        </Text>
      </Group>
      <VisuallyHidden role="status">{level === 'ok' ? '' : k(level, { max })}</VisuallyHidden>
    </div>
  )
}
