import { Combobox, InputBase, Text, useCombobox } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CLAIM_CAUSES } from './select.data'

/** The option that adds what was typed; no cause can be spelled so. */
const CREATE = '$create'

/**
 * A select that takes a value not in its list (Mantine's "creatable" Combobox): the last option
 * offers to add what was typed, and an added cause joins the list for the next pick.
 */
export function CreatableSelect() {
  const { t: k } = useTranslation('ui-kit/form-elements-select', {
    keyPrefix: 'uiKit.form-elements-select.creatable',
  })
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  // The causes the user added this visit, as typed; the list's own ones are translated.
  const [added, setAdded] = useState<string[]>([])
  const [value, setValue] = useState<string | null>(null)
  const [search, setSearch] = useState('')

  const causes = [...CLAIM_CAUSES.map((cause) => k(`causes.${cause}`)), ...added]
  const typed = search.trim()
  const lower = typed.toLocaleLowerCase()
  const exact = causes.some((cause) => cause.toLocaleLowerCase() === lower)
  const shown = causes.filter((cause) => cause.toLocaleLowerCase().includes(lower))

  const submit = (picked: string) => {
    const chosen = picked === CREATE ? typed : picked
    if (picked === CREATE) setAdded((now) => [...now, typed])
    setValue(chosen)
    setSearch(chosen)
    combobox.closeDropdown()
  }

  return (
    <Combobox store={combobox} onOptionSubmit={submit} withinPortal>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={k('label')}
          description={k('hint')}
          placeholder={k('placeholder')}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            combobox.openDropdown()
            combobox.updateSelectedOptionIndex()
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown()
            setSearch(value ?? '')
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {shown.map((cause) => (
            <Combobox.Option value={cause} key={cause} active={cause === value}>
              {cause}
            </Combobox.Option>
          ))}
          {!exact && typed && (
            <Combobox.Option value={CREATE}>
              <Text fz="sm" fw={500}>
                {k('add', { value: typed })}
              </Text>
            </Combobox.Option>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
