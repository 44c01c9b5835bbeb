import { Box, Button, ColorSwatch, NavLink, Stack, Text, type NavLinkProps } from '@mantine/core'
import {
  IconCheck,
  IconListCheck,
  IconPlus,
  IconStar,
  IconTrash,
  type Icon,
} from '@tabler/icons-react'
import { createLink, linkOptions } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'
import { useTranslation } from 'react-i18next'
import { TODO_TAGS, type TodoFilter, type TodoSort, type TodoTag } from '../todo.schema'
import { TAG_COLORS } from './todo-format'

const FILTERS: { id: TodoFilter | 'all'; icon: Icon }[] = [
  { id: 'all', icon: IconListCheck },
  { id: 'important', icon: IconStar },
  { id: 'completed', icon: IconCheck },
  { id: 'deleted', icon: IconTrash },
]

type AnchorNavLinkProps = NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>
const AnchorNavLink = (props: AnchorNavLinkProps) => <NavLink component="a" {...props} />
/** Mantine's NavLink with the router's typed `to`, `params` and `search`. */
const RouterNavLink = createLink(AnchorNavLink)

interface Props {
  filter?: TodoFilter
  tag?: TodoTag
  /** Kept when moving between filters and tags; the search text is not. */
  sortBy?: TodoSort
  onAdd: () => void
  onNavigate?: () => void
}

export function TodoSidebar({ filter, tag, sortBy, onAdd, onNavigate }: Props) {
  const { t } = useTranslation('todo')
  const search = { sortBy }
  const filterLink = (id: TodoFilter | 'all') =>
    id === 'all'
      ? linkOptions({ to: '/apps/todo', search })
      : linkOptions({ to: '/apps/todo/$filter', params: { filter: id }, search })
  return (
    <Stack gap="xs" p="sm">
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd} fullWidth>
        {t('todo.addTask')}
      </Button>
      <Box component="nav" aria-label={t('todo.filters')}>
        {FILTERS.map(({ id, icon: FilterIcon }) => (
          <RouterNavLink
            key={id}
            {...filterLink(id)}
            onClick={onNavigate}
            active={!tag && (filter ?? 'all') === id}
            activeOptions={{ exact: true, includeSearch: false }}
            label={t(`todo.filter.${id}`)}
            leftSection={<FilterIcon size={18} />}
          />
        ))}
      </Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="sm" mt="sm" mb={0} component="h2">
        {t('todo.tags')}
      </Text>
      <Box component="nav" aria-label={t('todo.tags')}>
        {TODO_TAGS.map((id) => (
          <RouterNavLink
            key={id}
            {...linkOptions({ to: '/apps/todo/tag/$tag', params: { tag: id }, search })}
            onClick={onNavigate}
            active={tag === id}
            activeOptions={{ exact: true, includeSearch: false }}
            label={t(`todo.tag.${id}`)}
            leftSection={
              <ColorSwatch size={10} color={`var(--mantine-color-${TAG_COLORS[id]}-6)`} />
            }
          />
        ))}
      </Box>
    </Stack>
  )
}
