import { SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { PeopleTable } from '../PeopleTable'

const PAGE = 'datatables-basic'

/** The agency's people through `/api/datatables/data`: search, sort, pages and page size. */
export function Demo() {
  const { t: k } = useTranslation(`ui-kit/${PAGE}`, { keyPrefix: `uiKit.${PAGE}` })
  return (
    <SimpleGrid cols={1} spacing="lg">
      <DemoSection title={k('people.title')} description={k('people.description')}>
        <PeopleTable
          page={PAGE}
          id="ui-kit-datatables-basic"
          label={k('people.title')}
          defaultSort={{ column: 'id', direction: 'asc' }}
        />
      </DemoSection>
      <DemoSection title={k('salaries.title')} description={k('salaries.description')}>
        <PeopleTable
          page={PAGE}
          id="ui-kit-datatables-salaries"
          label={k('salaries.title')}
          defaultSort={{ column: 'salary', direction: 'desc' }}
          only={['full_name', 'post', 'experience', 'salary']}
        />
      </DemoSection>
    </SimpleGrid>
  )
}
