import { Combobox, InputBase, Loader, Stack, Text, useCombobox } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconUser } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePolicyholderOptions } from '../../api/select.queries'
import type { SelectOption } from '../../select.schema'

/** How near the end of the list (px) the next page starts loading. */
const NEAR_END = 24

/**
 * A searchable select over `GET /api/select/data`: the words typed go to the server once the
 * user pauses, the town shows under each name, and scrolling (or arrowing) to the end of the list
 * brings the next page, so 240 policyholders never load at once.
 */
export function PolicyholderSelect() {
  const { t: k } = useTranslation('ui-kit/form-elements-select', {
    keyPrefix: 'uiKit.form-elements-select.async',
  })
  const id = useId()
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<SelectOption | null>(null)
  // Once picked, the input shows the name: the list keeps offering everyone, not just that name.
  const [q] = useDebouncedValue(search === picked?.label ? '' : search, 250)
  const list = usePolicyholderOptions(q)
  const options = list.data?.pages.flatMap((page) => page.options) ?? []
  const total = list.data?.pages[0]?.total ?? 0

  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage()
  }

  return (
    <Stack gap="xs">
      <Combobox
        store={combobox}
        onOptionSubmit={(value) => {
          const option = options.find((one) => one.value === value) ?? null
          setPicked(option)
          setSearch(option?.label ?? '')
          combobox.closeDropdown()
        }}
      >
        <Combobox.Target withExpandedAttribute>
          <InputBase
            id={id}
            label={k('label')}
            description={k('hint')}
            placeholder={k('placeholder')}
            leftSection={<IconUser size={16} aria-hidden />}
            rightSection={list.isFetching ? <Loader size={16} aria-hidden /> : <Combobox.Chevron />}
            rightSectionPointerEvents="none"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value)
              combobox.openDropdown()
              combobox.resetSelectedOption()
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown()
              setSearch(picked?.label ?? '')
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          {/*
           * The listbox scrolls itself (no inner scroll area): as the combobox's popup it is
           * reached from the input, and arrowing down scrolls the active option into view, so
           * the keyboard reaches the end and loads more too.
           */}
          <Combobox.Options
            labelledBy={`${id}-label`}
            mah={240}
            style={{ overflowY: 'auto' }}
            onScroll={(event) => {
              const list = event.currentTarget
              if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END) loadMore()
            }}
          >
            {options.map((option) => (
              <Combobox.Option
                value={option.value}
                key={option.value}
                active={option.value === picked?.value}
              >
                <Text fz="sm">{option.label}</Text>
                <Text fz="xs" c="dimmed">
                  {option.town}
                </Text>
              </Combobox.Option>
            ))}
            {list.isSuccess && options.length === 0 && (
              <Combobox.Empty>{k('empty')}</Combobox.Empty>
            )}
            {list.isFetchingNextPage && (
              <Loader size="sm" mx="auto" my="xs" display="block" aria-hidden />
            )}
          </Combobox.Options>
          <Combobox.Footer>
            <Text fz="xs" c="dimmed" aria-live="polite">
              {list.isError
                ? k('error')
                : list.isFetching && !list.isFetchingNextPage
                  ? k('searching')
                  : k('shown', { shown: options.length, total })}
            </Text>
          </Combobox.Footer>
        </Combobox.Dropdown>
      </Combobox>
      <Text fz="sm" aria-live="polite" data-testid="policyholder-picked">
        {picked ? k('picked', { name: picked.label, town: picked.town }) : k('none')}
      </Text>
    </Stack>
  )
}
