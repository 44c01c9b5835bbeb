import {
  Center,
  Group,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { copyWithToast } from '../../ui/copy-with-toast'
import classes from './IconCell.module.css'
import { searchIcons } from './icon-search'
import { ICON_BY_NAME, ICON_NAMES } from './icon-set'
import { WindowedGrid } from './WindowedGrid'

const STROKES = ['1', '1.5', '2']
const SEARCH_DELAY_MS = 250

/**
 * Every icon, searched by name (the query is in the address, so a search can be shared), drawn
 * at the chosen size and stroke; a click or Enter copies the component's name.
 */
export function IconBrowser() {
  const { i18n } = useTranslation('ui-kit/elements-icons')
  const { t: k } = useTranslation('ui-kit/elements-icons', { keyPrefix: 'uiKit.elements-icons' })
  const { q = '' } = useSearch({ from: '/_app/icons' })
  const navigate = useNavigate({ from: '/icons' })
  const [text, setText] = useState(q)
  const [size, setSize] = useState(28)
  const [stroke, setStroke] = useState('1.5')
  const hintId = useId()
  const strokeLabelId = useId()
  const search = useDebouncedCallback((next: string) => {
    void navigate({ search: { q: next.trim() || undefined }, replace: true })
  }, SEARCH_DELAY_MS)
  const names = useMemo(() => searchIcons(ICON_NAMES, q), [q])
  const total = new Intl.NumberFormat(i18n.language).format(names.length)

  const copy = (name: string) =>
    void copyWithToast(name, {
      copied: k('copied', { name }),
      detail: k('copiedDetail'),
      failed: k('copyFailed'),
    })

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="lg" wrap="wrap">
        <TextInput
          type="search"
          label={k('search')}
          placeholder={k('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value)
            search(event.currentTarget.value)
          }}
          flex="1 1 220px"
        />
        <Stack gap={4} w={200}>
          <Text fz="sm" fw={500} aria-hidden>
            {k('size', { size })}
          </Text>
          <Slider
            min={16}
            max={48}
            step={2}
            value={size}
            onChange={setSize}
            thumbLabel={k('sizeLabel')}
            label={(value) => `${value} px`}
            mb={8}
          />
        </Stack>
        <Stack gap={4}>
          <Text id={strokeLabelId} fz="sm" fw={500}>
            {k('stroke')}
          </Text>
          <SegmentedControl
            data={STROKES}
            value={stroke}
            onChange={setStroke}
            aria-labelledby={strokeLabelId}
          />
        </Stack>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={500} role="status">
          {q ? k('matches', { count: names.length, total, query: q }) : k('all', { total })}
        </Text>
        <Text id={hintId} fz="xs" c="dimmed">
          {k('hint')}
        </Text>
      </Group>
      {names.length === 0 ? (
        <Center mih={160}>
          <Text c="dimmed" ta="center" maw={420}>
            {k('empty', { query: q })}
          </Text>
        </Center>
      ) : (
        <WindowedGrid
          key={q}
          count={names.length}
          minCellWidth={112}
          cellHeight={Math.max(88, size + 56)}
          height={480}
          label={k('gridLabel')}
          describedBy={hintId}
          renderCell={(index, cell) => {
            const name = names[index]!
            const Icon = ICON_BY_NAME.get(name)!
            return (
              <UnstyledButton
                key={name}
                {...cell}
                className={classes.cell}
                title={name}
                onClick={() => copy(name)}
              >
                <Icon size={size} stroke={Number(stroke)} aria-hidden />
                {/* A code name reads left to right, and is cut at its end, in a right-to-left page too. */}
                <span className={classes.name} dir="ltr">
                  {name}
                </span>
              </UnstyledButton>
            )
          }}
        />
      )}
    </Stack>
  )
}
