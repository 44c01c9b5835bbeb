import { Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListGroup, ListGroupItem } from './ListGroup'
import { POLICIES } from './list-group.data'

/**
 * Rows that are buttons: choosing one makes it the active row (aria-current) and shows its
 * policy below; a cancelled policy cannot be chosen.
 */
export function SelectablePolicies() {
  const { t } = useTranslation('ui-kit/components-list-group')
  const { t: k } = useTranslation('ui-kit/components-list-group', {
    keyPrefix: 'uiKit.components-list-group.selectable',
  })
  const [chosen, setChosen] = useState<string>(POLICIES[0].id)
  const policy = POLICIES.find((each) => each.id === chosen) ?? POLICIES[0]
  return (
    <Stack gap="sm">
      <ListGroup label={k('label')}>
        {POLICIES.map((each) => {
          const cancelled = 'cancelled' in each && each.cancelled
          return (
            <ListGroupItem
              key={each.id}
              active={each.id === chosen}
              disabled={cancelled}
              onClick={() => setChosen(each.id)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <span>
                  {each.id} · {k(`kinds.${each.kind}`)}
                </span>
                {cancelled && <span>{k('cancelled')}</span>}
              </Group>
            </ListGroupItem>
          )
        })}
      </ListGroup>
      <Text fz="sm" aria-live="polite" data-testid="chosen-policy">
        {t('uiKit.components-list-group.selectable.chosen', {
          id: policy.id,
          kind: k(`kinds.${policy.kind}`),
        })}
      </Text>
    </Stack>
  )
}
