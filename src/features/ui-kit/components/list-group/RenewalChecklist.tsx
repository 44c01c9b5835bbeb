import { Checkbox, Progress, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListGroup, ListGroupItem } from './ListGroup'
import { CHECKLIST } from './list-group.data'

/** A renewal's checklist: a checkbox per row, and how far along it is. */
export function RenewalChecklist() {
  const { t } = useTranslation('ui-kit/components-list-group')
  const { t: k } = useTranslation('ui-kit/components-list-group', {
    keyPrefix: 'uiKit.components-list-group.checklist',
  })
  const [done, setDone] = useState<string[]>(['details'])
  const toggle = (step: string) =>
    setDone((now) => (now.includes(step) ? now.filter((each) => each !== step) : [...now, step]))
  return (
    <Stack gap="sm">
      <ListGroup label={k('label')}>
        {CHECKLIST.map((step) => (
          <ListGroupItem key={step}>
            <Checkbox
              label={k(step)}
              checked={done.includes(step)}
              onChange={() => toggle(step)}
              size="sm"
            />
          </ListGroupItem>
        ))}
      </ListGroup>
      <Progress
        value={(done.length / CHECKLIST.length) * 100}
        aria-label={k('progress')}
        size="sm"
      />
      <Text fz="sm" data-testid="checklist-count">
        {t('uiKit.components-list-group.checklist.count', {
          done: done.length,
          total: CHECKLIST.length,
        })}
      </Text>
    </Stack>
  )
}
