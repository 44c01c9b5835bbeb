import { Button, Group, List, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

/** Demo clients for the search addon (not the product's data). */
const CLIENTS = [
  'Lucía Fernández',
  'Javier Ortega',
  'Marta Ruiz',
  'Talleres Núñez S.L.',
  'Ana Ortiz',
]

/** A search field joined to its button: Enter in the field and the button do the same search. */
export function ClientSearch() {
  const { t } = useTranslation('ui-kit/form-elements-input-group')
  const { t: k } = useTranslation('ui-kit/form-elements-input-group', {
    keyPrefix: 'uiKit.form-elements-input-group.search',
  })
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<string[] | null>(null)
  const search = (event: FormEvent) => {
    event.preventDefault()
    const words = query.trim().toLocaleLowerCase()
    setFound(CLIENTS.filter((name) => name.toLocaleLowerCase().includes(words)))
  }
  return (
    <form onSubmit={search} role="search" aria-label={k('label')}>
      <Group gap={0} wrap="nowrap" align="flex-end">
        <TextInput
          flex={1}
          label={k('label')}
          placeholder={k('placeholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          styles={{ input: { borderStartEndRadius: 0, borderEndEndRadius: 0 } }}
        />
        <Button type="submit" style={{ borderStartStartRadius: 0, borderEndStartRadius: 0 }}>
          {k('button')}
        </Button>
      </Group>
      <div role="status">
        {found && (
          <>
            <Text size="sm" mt="sm">
              {t('uiKit.form-elements-input-group.search.count', { count: found.length })}
            </Text>
            <List size="sm">
              {found.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          </>
        )}
      </div>
    </form>
  )
}
