import {
  ActionIcon,
  Box,
  Group,
  Popover,
  ScrollArea,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import { IconSearch, IconStarsFilled } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ManifestIcon } from '@/shared/layout/ManifestIcon'
import { usePageTitle } from '@/shared/layout/menu-labels'
import { useNavbarIconProps } from '@/shared/layout/navbar-tone'
import { bookmarksQuery } from '../api/search.queries'
import { BookmarkStar } from './BookmarkStar'
import type { PageResult } from '../search.schema'

/** More icons than this crowd the navbar; the rest stay reachable from the star popover. */
const SHOWN = 6

function SuggestionRow({ page, onOpen }: { page: PageResult; onOpen: () => void }) {
  const title = usePageTitle()(page)
  return (
    <Group gap={4} wrap="nowrap">
      <UnstyledButton
        component={Link}
        to={page.link}
        onClick={onOpen}
        flex={1}
        px="xs"
        py={6}
        style={{ borderRadius: 'var(--mantine-radius-sm)', minWidth: 0 }}
        className="mantine-focus-auto"
      >
        <Group gap="sm" wrap="nowrap">
          <ManifestIcon name={page.icon} size={18} stroke={1.6} />
          <Text fz="sm" truncate>
            {title}
          </Text>
        </Group>
      </UnstyledButton>
      <BookmarkStar page={page} title={title} size={16} />
    </Group>
  )
}

/** Starred pages as navbar shortcuts, and a popover to star or unstar any page. */
export function NavbarBookmarks() {
  const { t } = useTranslation()
  const pageTitle = usePageTitle()
  const iconProps = useNavbarIconProps()
  const [opened, setOpened] = useState(false)
  const [filter, setFilter] = useState('')
  const { data } = useQuery(bookmarksQuery())
  const needle = filter.trim().toLowerCase()
  const suggestions = (data?.suggestions ?? []).filter(
    (page) =>
      !needle ||
      page.title.toLowerCase().includes(needle) ||
      pageTitle(page).toLowerCase().includes(needle),
  )
  return (
    <Group gap={2} wrap="nowrap" visibleFrom="sm" data-testid="navbar-bookmarks">
      {(data?.bookmarks ?? []).slice(0, SHOWN).map((page) => {
        const title = pageTitle(page)
        return (
          <Tooltip key={page.id} label={title}>
            <ActionIcon {...iconProps} component={Link} to={page.link} aria-label={title}>
              <ManifestIcon name={page.icon} size={22} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        )
      })}
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        width={320}
        shadow="md"
        offset={10}
        trapFocus
      >
        <Popover.Target>
          <ActionIcon
            {...iconProps}
            aria-label={t('shell.bookmarks.label')}
            onClick={() => setOpened((open) => !open)}
          >
            <IconStarsFilled size={20} color="var(--mantine-color-yellow-5)" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <TextInput
            placeholder={t('shell.bookmarks.search')}
            aria-label={t('shell.bookmarks.search')}
            leftSection={<IconSearch size={16} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            mb="xs"
            data-autofocus
          />
          <ScrollArea.Autosize mah={300} type="scroll" offsetScrollbars>
            <Box role="list" aria-label={t('shell.bookmarks.label')}>
              {suggestions.map((page) => (
                <div role="listitem" key={page.id}>
                  <SuggestionRow page={page} onOpen={() => setOpened(false)} />
                </div>
              ))}
              {suggestions.length === 0 && (
                <Text fz="sm" c="dimmed" ta="center" py="md">
                  {t('shell.bookmarks.none')}
                </Text>
              )}
            </Box>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Group>
  )
}
