import { Box, NavLink, Text } from '@mantine/core'
import { IconAlertTriangle, IconFileText, IconUsers } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import classes from './NestedNav.module.css'
import { useNavsText } from './navs-text'

const GROUPS = [
  { id: 'policies', Icon: IconFileText, children: ['home', 'motor', 'life', 'travel'] },
  { id: 'claims', Icon: IconAlertTriangle, children: ['open', 'assessment', 'settled'] },
  { id: 'clients', Icon: IconUsers, children: ['people', 'companies'] },
] as const
type Group = (typeof GROUPS)[number]['id']

/**
 * NavLink with children: a group opens and closes in place (`aria-expanded` on its button), its
 * current child highlighted, and the group holding it marked too.
 */
export function NestedNav() {
  const k = useNavsText()
  const [open, setOpen] = useState<Record<Group, boolean>>({
    policies: true,
    claims: false,
    clients: false,
  })
  const [current, setCurrent] = useState('policies.motor')
  const [group] = current.split('.')
  return (
    <DemoSection title={k('nested.title')} description={k('nested.description')}>
      <Box component="nav" aria-label={k('nested.label')}>
        {GROUPS.map(({ id, Icon, children }) => (
          <NavLink
            key={id}
            component="button"
            type="button"
            label={k(`sections.${id}`)}
            leftSection={<Icon size={18} aria-hidden />}
            opened={open[id]}
            onChange={(opened) => setOpen((state) => ({ ...state, [id]: opened }))}
            aria-expanded={open[id]}
            active={group === id && !open[id]}
            variant="subtle"
            childrenOffset={28}
            classNames={{ chevron: classes.chevron, section: classes.section }}
          >
            {children.map((child) => {
              const key = `${id}.${child}`
              return (
                <NavLink
                  key={key}
                  component="button"
                  type="button"
                  label={k(`children.${key}`)}
                  active={current === key}
                  aria-current={current === key ? 'page' : undefined}
                  onClick={() => setCurrent(key)}
                />
              )
            })}
          </NavLink>
        ))}
      </Box>
      <Text fz="sm" c="dimmed">
        {k('nested.current', { item: k(`children.${current}`) })}
      </Text>
    </DemoSection>
  )
}
