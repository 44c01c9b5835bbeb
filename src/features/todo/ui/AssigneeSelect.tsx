import { Avatar, Group, Select, Text } from '@mantine/core'
import { IconUserOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Assignee } from '../todo.schema'
import { useAssignees } from '../api/todo.queries'

const UNASSIGNED = ''

interface Props {
  value: Assignee | null
  onChange: (assignee: Assignee | null) => void
}

/** The people from `GET /apps/todo/assignees`, "Unassigned" first; a stored stranger stays. */
export function AssigneeSelect({ value, onChange }: Props) {
  const { t } = useTranslation('todo')
  const { data = [] } = useAssignees()
  const people =
    value && !data.some((person) => person.fullName === value.fullName) ? [value, ...data] : data
  const byName = new Map(people.map((person) => [person.fullName, person]))
  const options = [
    { value: UNASSIGNED, label: t('todo.unassigned') },
    ...people.map((person) => ({ value: person.fullName, label: person.fullName })),
  ]
  return (
    <Select
      label={t('todo.drawer.assignee')}
      data={options}
      value={value?.fullName ?? UNASSIGNED}
      allowDeselect={false}
      searchable
      onChange={(name) => onChange((name && byName.get(name)) || null)}
      leftSection={
        value ? (
          <Avatar src={value.avatar || null} name={value.fullName} size={20} alt="" />
        ) : (
          <IconUserOff size={16} aria-hidden />
        )
      }
      renderOption={({ option }) => {
        const person = byName.get(option.value)
        return (
          <Group gap="sm" wrap="nowrap">
            {person ? (
              <Avatar src={person.avatar || null} name={person.fullName} size={24} alt="" />
            ) : (
              <IconUserOff size={18} aria-hidden />
            )}
            <Text size="sm">{option.label}</Text>
          </Group>
        )
      }}
    />
  )
}
