import { Avatar, Center, Group, Kbd, Loader, Text } from '@mantine/core'
import { Spotlight } from '@mantine/spotlight'
import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconPhoto,
  IconSearch,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { PageEntry } from '@/shared/contract/manifest'
import { ManifestIcon } from '@/shared/layout/ManifestIcon'
import { usePageTitle } from '@/shared/layout/menu-labels'
import { mainSearchQuery } from '../api/search.queries'
import { BookmarkStar } from './BookmarkStar'
import { SEARCH_SHORTCUTS } from './search-wanted.store'
import type { PageResult } from '../search.schema'
import { filterSearch, resultCount } from './search-filter'
import classes from './MainSearch.module.css'

const FILE_ICONS: Record<string, typeof IconFile> = {
  pdf: IconFileTypePdf,
  xls: IconFileSpreadsheet,
  csv: IconFileSpreadsheet,
  doc: IconFileText,
  zip: IconFileZip,
  img: IconPhoto,
}

/** Enter opens the first result even before the arrow keys have selected one. */
function enterFallback(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return
  const dialog = event.currentTarget.closest('[role="dialog"]')
  if (dialog && !dialog.querySelector('[data-action][data-selected]')) {
    dialog.querySelector<HTMLElement>('[data-action]')?.click()
  }
}

function PageAction({ page }: { page: PageResult }) {
  const navigate = useNavigate()
  const title = usePageTitle()(page)
  return (
    <div className={classes.pageRow}>
      <Spotlight.Action
        label={title}
        leftSection={<ManifestIcon name={page.icon} size={20} stroke={1.6} />}
        onClick={() => void navigate({ to: page.link })}
      />
      <BookmarkStar
        page={page}
        title={title}
        size={18}
        onMouseDown={(event) => event.preventDefault()}
      />
    </div>
  )
}

/**
 * The main search's spotlight: Pages, Files and Contacts. Mounted by `MainSearch` when it is
 * about to open (see ./MainSearch.tsx), so its data loads then, not with every screen.
 */
export function SearchSpotlight({ pages }: { pages: readonly PageEntry[] }) {
  const { t } = useTranslation()
  // The words a page is also found by (its manifest's `keywords`), by page id.
  const keywordsById = useMemo(
    () => new Map(pages.map((page) => [page.id, page.keywords?.join(' ') ?? ''])),
    [pages],
  )
  const pageTitle = usePageTitle()
  const [query, setQuery] = useState('')
  const search = useQuery(mainSearchQuery())
  const results = filterSearch(
    search.data,
    query,
    (page) => `${pageTitle(page)} ${keywordsById.get(page.id) ?? ''}`,
  )

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={SEARCH_SHORTCUTS}
      scrollable
      maxHeight={480}
      size={620}
      classNames={{ action: classes.action }}
      data-testid="main-search"
    >
      <Spotlight.Search
        placeholder={t('shell.search.placeholder')}
        aria-label={t('shell.search.label')}
        leftSection={<IconSearch size={20} stroke={1.6} />}
        onKeyDown={enterFallback}
      />
      <Spotlight.ActionsList>
        {search.isPending && (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        )}
        {results.pages.length > 0 && (
          <div role="group" aria-label={t('shell.search.pages')}>
            <div className={classes.groupLabel}>{t('shell.search.pages')}</div>
            {results.pages.map((page) => (
              <PageAction key={page.id} page={page} />
            ))}
          </div>
        )}
        {results.files.length > 0 && (
          <div role="group" aria-label={t('shell.search.files')}>
            <div className={classes.groupLabel}>{t('shell.search.files')}</div>
            {results.files.map((file) => {
              const Icon = FILE_ICONS[file.file] ?? IconFile
              return (
                <Spotlight.Action
                  key={file.title}
                  label={file.title}
                  description={t('shell.search.fileBy', { by: file.by, size: file.size })}
                  leftSection={<Icon size={22} stroke={1.5} />}
                />
              )
            })}
          </div>
        )}
        {results.contacts.length > 0 && (
          <div role="group" aria-label={t('shell.search.contacts')}>
            <div className={classes.groupLabel}>{t('shell.search.contacts')}</div>
            {results.contacts.map((contact) => (
              <Spotlight.Action
                key={contact.email}
                label={contact.title}
                description={contact.email}
                leftSection={
                  <Avatar
                    src={contact.img || null}
                    name={contact.title}
                    color="initials"
                    size={32}
                  />
                }
                dimmedSections={false}
              />
            ))}
          </div>
        )}
        {search.isSuccess && resultCount(results) === 0 && (
          <Spotlight.Empty>
            <Text fw={500}>{t('shell.search.nothingTitle', { query })}</Text>
            <Text fz="sm" c="dimmed">
              {t('shell.search.nothingBody')}
            </Text>
          </Spotlight.Empty>
        )}
        {search.isError && <Spotlight.Empty>{t('shell.search.error')}</Spotlight.Empty>}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Group className={classes.footer}>
          <span>
            <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t('shell.search.hintNavigate')}
          </span>
          <span>
            <Kbd size="xs">↵</Kbd> {t('shell.search.hintOpen')}
          </span>
          <span>
            <Kbd size="xs">Esc</Kbd> {t('shell.search.hintClose')}
          </span>
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  )
}
