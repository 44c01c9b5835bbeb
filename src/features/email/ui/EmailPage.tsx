import { Box, Burger, Drawer, Group, Paper, Text, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconMail } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EmailFilter, EmailLabel } from '../email.schema'
import { useEmailList } from '../api/email.queries'
import { blankDraft, type ComposeDraft } from './compose-draft'
import { ComposeModal } from './ComposeModal'
import type { EmailSearch } from './email-search'
import { EmailList } from './EmailList'
import { EmailSidebar } from './EmailSidebar'
import { EmailView } from './EmailView'

interface Props {
  folder?: EmailFilter
  label?: EmailLabel
  search: EmailSearch
  onSearch: (next: EmailSearch) => void
}

/** Folders, list and open mail side by side; on a phone, one after the other. */
export function EmailPage({ folder, label, search, onSearch }: Props) {
  const { t } = useTranslation('email')
  const phone = useMediaQuery('(max-width: 48em)') ?? false
  const [drawer, setDrawer] = useState(false)
  const [compose, setCompose] = useState<ComposeDraft | null>(null)
  const [composeKey, setComposeKey] = useState(0)
  const list = useEmailList({ folder: label ? undefined : folder, label, q: search.q })
  const title = label ? t(`email.label.${label}`) : t(`email.folder.${folder ?? 'inbox'}`)
  const openCompose = (draft: ComposeDraft) => {
    setComposeKey((n) => n + 1)
    setCompose(draft)
  }
  const sidebar = (
    <EmailSidebar
      folder={folder}
      label={label}
      meta={list.data?.emailsMeta}
      onCompose={() => openCompose(blankDraft())}
      onNavigate={() => setDrawer(false)}
    />
  )
  const showList = !phone || search.mail === undefined
  const showView = !phone || search.mail !== undefined

  return (
    <Paper
      withBorder
      h="calc(100dvh - var(--app-shell-header-offset, 60px) - 7rem)"
      mih={480}
      style={{ display: 'flex', overflow: 'hidden' }}
    >
      <VisuallyHidden component="h1">{t('email.heading', { title })}</VisuallyHidden>
      {phone ? (
        <Drawer
          opened={drawer}
          onClose={() => setDrawer(false)}
          title={t('email.folders')}
          size={280}
        >
          {sidebar}
        </Drawer>
      ) : (
        <Box
          w={230}
          style={{ borderRight: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
        >
          {sidebar}
        </Box>
      )}
      {showList && (
        <Box
          flex={1}
          miw={0}
          style={{
            borderRight: phone ? undefined : '1px solid var(--mantine-color-default-border)',
          }}
        >
          {phone && (
            <Group px="sm" pt="sm" gap="xs">
              <Burger
                size="sm"
                opened={drawer}
                onClick={() => setDrawer(true)}
                aria-label={t('email.folders')}
              />
              <Text fw={600}>{title}</Text>
            </Group>
          )}
          <EmailList
            key={`${folder ?? ''}-${label ?? ''}`}
            emails={list.data?.emails}
            title={title}
            q={search.q ?? ''}
            openId={search.mail}
            onQuery={(q) => onSearch({ ...search, q: q || undefined })}
            onOpen={(mail) => onSearch({ ...search, mail })}
            onCompose={() => openCompose(blankDraft())}
          />
        </Box>
      )}
      {showView && (
        <Box flex={phone ? 1 : 1.3} miw={0}>
          {search.mail === undefined ? (
            <Group h="100%" justify="center" c="dimmed" gap="xs">
              <IconMail size={20} />
              <Text c="dimmed">{t('email.pickOne')}</Text>
            </Group>
          ) : (
            <EmailView
              key={search.mail}
              id={search.mail}
              showBack={phone}
              onBack={() => onSearch({ ...search, mail: undefined })}
              onOpen={(mail) => onSearch({ ...search, mail })}
              onCompose={openCompose}
            />
          )}
        </Box>
      )}
      {compose && (
        <ComposeModal key={composeKey} draft={compose} onClose={() => setCompose(null)} />
      )}
    </Paper>
  )
}
