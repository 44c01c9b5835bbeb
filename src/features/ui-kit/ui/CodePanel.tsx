import { Box, Button, Center, CopyButton, Group, Loader, Tabs, Text } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { Suspense, use, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PartBoundary } from '@/shared/ui/lazy-part'
import type { DemoMeta } from '../ui-kit.schema'
import classes from './CodePanel.module.css'
import { loadSource, sourceFiles, type SourceFile } from './demo-sources'
import { highlightTs } from './highlight'

/** A path that may wrap before each slash on a narrow screen. */
const breakable = (path: string) =>
  path.split('/').flatMap((part, index) => (index ? [<wbr key={index} />, `/${part}`] : [part]))

/** One file's text, highlighted, under its path and its copy button. */
function SourceView({ file }: { file: SourceFile }) {
  const { t } = useTranslation('ui-kit')
  const code = use(loadSource(file.path))
  const html = useMemo(() => highlightTs(code), [code])
  return (
    <Box dir="ltr">
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
        <Text ff="monospace" fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {breakable(`src/features/ui-kit/${file.path.slice('../'.length)}`)}
        </Text>
        <CopyButton value={code} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="compact-xs"
              // Light teal once copied: its text is held to 4.5:1 in both skins (white on a filled
              // teal is not).
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
              }
              style={{ flexShrink: 0 }}
            >
              {t(copied ? 'uiKit.code.copied' : 'uiKit.code.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {/* Focusable, so a keyboard can scroll a long file. */}
      <pre className={classes.code} tabIndex={0}>
        {/* highlight.js escapes the text and adds only its own spans; the text is our own source
            file, bundled at build time: no user input reaches this HTML. */}
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </Box>
  )
}

/** A file's view, a loader while it comes, and a line saying so if it cannot (offline). */
function LoadedSource({ file }: { file: SourceFile }) {
  const { t } = useTranslation('ui-kit')
  return (
    <PartBoundary
      fallback={
        <Text c="dimmed" fz="sm">
          {t('uiKit.code.failed')}
        </Text>
      }
    >
      <Suspense
        fallback={
          <Center h={80}>
            <Loader size="sm" role="status" aria-label={t('uiKit.code.loading')} />
          </Center>
        }
      >
        <SourceView file={file} />
      </Suspense>
    </PartBoundary>
  )
}

/**
 * The source of the card's page: its Demo file, and a tab for each other file of its folder (the
 * pieces the cards are made of). Loaded with the panel's first opening; each file when its tab is
 * first shown.
 */
export function CodePanel({ page }: { page: Pick<DemoMeta, 'group' | 'name'> }) {
  const { t } = useTranslation('ui-kit')
  const files = useMemo(() => sourceFiles(page), [page])
  const [shown, setShown] = useState<string | null>(files[0]?.path ?? null)
  const [only] = files
  if (!only) return null
  if (files.length === 1) return <LoadedSource file={only} />
  return (
    <Tabs value={shown} onChange={setShown} keepMounted={false}>
      <Tabs.List aria-label={t('uiKit.code.files')} mb="xs">
        {files.map((file) => (
          <Tabs.Tab key={file.path} value={file.path} fz="xs">
            {file.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {files.map((file) => (
        <Tabs.Panel key={file.path} value={file.path}>
          <LoadedSource file={file} />
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
