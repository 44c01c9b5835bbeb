import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  useDirection,
  VisuallyHidden,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  IconCopy,
  IconDotsVertical,
  IconExternalLink,
  IconRefresh,
  IconRotateClockwise,
  IconTrash,
} from '@tabler/icons-react'
import { ContextMenuPortal } from 'mantine-contextmenu'
import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { copyWithToast } from '../../ui/copy-with-toast'
import { demoPolicies, type DemoPolicy } from '../demo-policies'
import { usePolicyFormat } from '../policy-format'
import { PolicyDetails, STATUS_COLOR } from './PolicyDetails'
import { PolicyMenu, type MenuAction } from './PolicyMenu'

const PAGE = 'extensions-context-menu'
const SEED = demoPolicies(8)

/** A year after an ISO day: the renewal after this one. */
const nextYear = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`

/** An open menu: whose, where, and what gets focus back when it closes. */
interface OpenMenu {
  policy: DemoPolicy
  trigger: HTMLElement
  x: number
  y: number
}

/** The provider's own layer (its default), above the page's modals. */
const MENU_Z_INDEX = 9999

/**
 * Policies with a menu of actions: right-click a row, press Shift+F10 or the menu key on a
 * focused row, or use the row's actions button. The actions change the list for real.
 */
export function PolicyRows() {
  const { t: k } = useTranslation(`ui-kit/${PAGE}`, { keyPrefix: `uiKit.${PAGE}` })
  const format = usePolicyFormat(PAGE)
  const { dir } = useDirection()
  const [menu, setMenu] = useState<OpenMenu | null>(null)
  const [policies, setPolicies] = useState<DemoPolicy[]>(SEED)
  const [opened, setOpened] = useState<DemoPolicy | null>(null)
  const hintId = useId()

  const update = (number: string, change: (policy: DemoPolicy) => DemoPolicy | null) =>
    setPolicies((list) =>
      list.flatMap((policy) => {
        if (policy.number !== number) return [policy]
        const changed = change(policy)
        return changed ? [changed] : []
      }),
    )

  const actionsOf = (policy: DemoPolicy): MenuAction[] => [
    {
      key: 'open',
      label: k('actions.open'),
      icon: <IconExternalLink size={16} aria-hidden />,
      onClick: () => setOpened(policy),
    },
    {
      key: 'copy',
      label: k('actions.copy'),
      icon: <IconCopy size={16} aria-hidden />,
      onClick: () =>
        void copyWithToast(policy.number, {
          copied: k('copied', { number: policy.number }),
          detail: policy.client,
          failed: k('copyFailed'),
        }),
    },
    {
      key: 'renew',
      label: k('actions.renew'),
      icon: <IconRotateClockwise size={16} aria-hidden />,
      disabled: policy.status === 'renewed',
      onClick: () => {
        update(policy.number, (p) => ({ ...p, status: 'renewed', renewal: nextYear(p.renewal) }))
        notifications.show({ color: 'teal', message: k('renewed', { number: policy.number }) })
      },
    },
    {
      key: 'delete',
      label: k('actions.delete'),
      icon: <IconTrash size={16} aria-hidden />,
      danger: true,
      dividerBefore: true,
      onClick: () => void remove(policy),
    },
  ]

  const remove = async (policy: DemoPolicy) => {
    const confirmed = await confirmDestructive({
      title: k('confirm.title', { number: policy.number }),
      message: k('confirm.message', { client: policy.client }),
      confirmLabel: k('confirm.submit'),
    })
    if (!confirmed) return
    update(policy.number, () => null)
    notifications.show({ color: 'teal', message: k('deleted', { number: policy.number }) })
  }

  /** Opens the menu at a point, or under `trigger` when the keyboard asked for it. */
  const open = (policy: DemoPolicy, trigger: HTMLElement, at?: { x: number; y: number }) => {
    const box = trigger.getBoundingClientRect()
    const point = at ?? { x: dir === 'rtl' ? box.right - 8 : box.left + 8, y: box.bottom }
    setMenu({ policy, trigger, ...point })
  }

  const onRowKey = (policy: DemoPolicy) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault()
      open(policy, event.currentTarget)
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text id={hintId} fz="sm" c="dimmed">
          {k('hint')}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => setPolicies(SEED)}
        >
          {k('reset')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={620}>
        <Table
          highlightOnHover
          verticalSpacing="xs"
          aria-label={k('table')}
          aria-describedby={hintId}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{k('columns.number')}</Table.Th>
              <Table.Th>{k('columns.client')}</Table.Th>
              <Table.Th>{k('columns.renewal')}</Table.Th>
              <Table.Th>{k('columns.status')}</Table.Th>
              <Table.Th w={56}>
                <VisuallyHidden>{k('columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {policies.map((policy) => (
              <Table.Tr
                key={policy.number}
                tabIndex={0}
                data-policy={policy.number}
                onContextMenu={(event) =>
                  open(policy, event.currentTarget, { x: event.clientX, y: event.clientY })
                }
                onKeyDown={onRowKey(policy)}
                style={{ cursor: 'context-menu' }}
              >
                <Table.Td ff="monospace" fz="sm">
                  {policy.number}
                </Table.Td>
                <Table.Td>{policy.client}</Table.Td>
                <Table.Td>{format.day(policy.renewal)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[policy.status]}>
                    {format.status(policy.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={k('actionsFor', { number: policy.number })}
                    aria-haspopup="menu"
                    onClick={(event) => open(policy, event.currentTarget)}
                  >
                    <IconDotsVertical size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {policies.length === 0 && (
        <Text ta="center" c="dimmed" py="lg">
          {k('empty')}
        </Text>
      )}
      {menu && (
        // The library's own menu layer (placed at the point, closed by Escape, a click outside,
        // a scroll or a resize), shown here at a point of ours: the keyboard has no mouse event.
        <ContextMenuPortal
          x={menu.x}
          y={menu.y}
          dir={dir}
          zIndex={MENU_Z_INDEX}
          onHide={() => setMenu(null)}
          content={(close) => (
            <PolicyMenu
              label={k('menuLabel', { number: menu.policy.number })}
              actions={actionsOf(menu.policy)}
              close={close}
              trigger={menu.trigger}
            />
          )}
        />
      )}
      <PolicyDetails policy={opened} onClose={() => setOpened(null)} />
    </Stack>
  )
}
