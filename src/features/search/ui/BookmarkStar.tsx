import { ActionIcon } from '@mantine/core'
import { IconStar, IconStarFilled } from '@tabler/icons-react'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { PageResult } from '../search.schema'
import { useToggleBookmark } from '../api/search.queries'

interface BookmarkStarProps {
  page: PageResult
  /** The page's translated title, for the button's accessible name. */
  title: string
  size: number
  /** The search dialog keeps focus in its input: it passes a handler that prevents the blur. */
  onMouseDown?: (event: MouseEvent<HTMLButtonElement>) => void
}

/** The star that bookmarks a page or removes its bookmark. */
export function BookmarkStar({ page, title, size, onMouseDown }: BookmarkStarProps) {
  const { t } = useTranslation()
  const toggle = useToggleBookmark()
  const label = page.isBookmarked
    ? t('shell.search.removeBookmark', { title })
    : t('shell.search.addBookmark', { title })
  return (
    <ActionIcon
      variant="subtle"
      color={page.isBookmarked ? 'yellow' : 'gray'}
      aria-label={label}
      aria-pressed={page.isBookmarked}
      onMouseDown={onMouseDown}
      onClick={() => toggle.mutate({ id: page.id, starred: !page.isBookmarked })}
    >
      {page.isBookmarked ? <IconStarFilled size={size} /> : <IconStar size={size} />}
    </ActionIcon>
  )
}
