import { SimpleGrid } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { peopleFormat } from '../people-columns'
import { PeopleTable } from '../PeopleTable'
import { PersonDetails } from './PersonDetails'

const PAGE = 'datatables-advanced'
const HIDDEN = ['email', 'age', 'experience'] as const

/**
 * The same people with everything the list pattern offers: a status filter, row selection, rows
 * that open on their details, column visibility, and export of the matching or selected rows.
 */
export function Demo() {
  const { t, i18n } = useTranslation(`ui-kit/${PAGE}`)
  const format = useMemo(() => peopleFormat(t, PAGE, i18n.language), [t, i18n.language])
  const { k } = format
  return (
    <SimpleGrid cols={1} spacing="lg">
      <DemoSection title={k('people.title')} description={k('people.description')}>
        <PeopleTable
          page={PAGE}
          id="ui-kit-datatables-advanced"
          label={k('people.title')}
          defaultSort={{ column: 'full_name', direction: 'asc' }}
          advanced
          // The opened row shows them.
          hidden={HIDDEN}
          details={(row) => <PersonDetails row={row} format={format} />}
        />
      </DemoSection>
    </SimpleGrid>
  )
}
