import { Stack, Text } from '@mantine/core'
import {
  IconAlertTriangle,
  IconFileText,
  IconFolder,
  IconLayoutDashboard,
  IconNotes,
} from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import classes from './NavBar.module.css'
import { useNavsText } from './navs-text'

const ITEMS = [
  { id: 'overview', Icon: IconLayoutDashboard },
  { id: 'policies', Icon: IconFileText },
  { id: 'claims', Icon: IconAlertTriangle },
  { id: 'documents', Icon: IconFolder },
  { id: 'notes', Icon: IconNotes },
] as const
type Item = (typeof ITEMS)[number]['id']

interface BarProps {
  label: string
  fill?: boolean
  withIcons?: boolean
}

/** One nav bar: the current item is `aria-current="page"`, underlined in the primary colour. */
function Bar({ label, fill = false, withIcons = false }: BarProps) {
  const k = useNavsText()
  const [current, setCurrent] = useState<Item>('overview')
  return (
    <Stack gap="sm">
      <nav aria-label={label}>
        <div className={fill ? `${classes.bar} ${classes.fill}` : classes.bar}>
          {ITEMS.map(({ id, Icon }) => (
            <button
              key={id}
              type="button"
              className={classes.link}
              aria-current={current === id ? 'page' : undefined}
              onClick={() => setCurrent(id)}
            >
              {withIcons && <Icon size={16} aria-hidden />}
              {k(`items.${id}`)}
            </button>
          ))}
        </div>
      </nav>
      <Text fz="sm">{k(`content.${current}`)}</Text>
    </Stack>
  )
}

/** A row of links across the top of a record, as tabs look, for moving between its screens. */
export function NavBars() {
  const k = useNavsText()
  return (
    <>
      <DemoSection title={k('bar.title')} description={k('bar.description')}>
        <Bar label={k('bar.label')} />
      </DemoSection>
      <DemoSection title={k('fill.title')} description={k('fill.description')}>
        <Bar label={k('fill.label')} fill withIcons />
      </DemoSection>
    </>
  )
}
