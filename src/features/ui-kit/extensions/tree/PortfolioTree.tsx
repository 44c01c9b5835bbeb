import {
  Badge,
  Button,
  Checkbox,
  Group,
  Stack,
  Text,
  Tree,
  useTree,
  type RenderTreeNodePayload,
  type TreeNodeData,
} from '@mantine/core'
import { IconChevronDown, IconFileCertificate } from '@tabler/icons-react'
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { policyValues, portfolio, type PortfolioNode } from './portfolio'

const NODES = portfolio()
const POLICIES = policyValues(NODES)

function PortfolioNodeRow({
  node,
  expanded,
  hasChildren,
  elementProps,
  tree,
}: RenderTreeNodePayload) {
  const checked = tree.isNodeChecked(node.value)
  const indeterminate = tree.isNodeIndeterminate(node.value)
  return (
    <Group gap="xs" wrap="nowrap" {...elementProps}>
      <Checkbox.Indicator
        size="xs"
        checked={checked}
        indeterminate={indeterminate}
        onClick={(event) => {
          event.stopPropagation()
          if (checked) tree.uncheckNode(node.value)
          else tree.checkNode(node.value)
        }}
        aria-hidden
      />
      <Group gap={6} wrap="nowrap" onClick={() => tree.toggleExpanded(node.value)} flex={1}>
        {!hasChildren && <IconFileCertificate size={16} stroke={1.6} aria-hidden />}
        <Text fz="sm" truncate="end">
          {node.label}
        </Text>
        {hasChildren && (
          <IconChevronDown
            size={14}
            aria-hidden
            style={{ transform: expanded ? 'rotate(180deg)' : undefined, flexShrink: 0 }}
          />
        )}
      </Group>
    </Group>
  )
}

/**
 * The portfolio by line of business, product and policy: expand and check nodes with the mouse
 * or the keyboard (arrows move and open, Space checks, Enter opens), expand or collapse all,
 * and the number of policies checked.
 */
export function PortfolioTree() {
  const { t } = useTranslation('ui-kit/extensions-tree')
  const { t: k } = useTranslation('ui-kit/extensions-tree', { keyPrefix: 'uiKit.extensions-tree' })
  const tree = useTree({ initialExpandedState: { motor: true, 'motor/privateCar': true } })
  const root = useRef<HTMLUListElement>(null)
  const hintId = useId()
  const data = useMemo<TreeNodeData[]>(() => {
    const label = (node: PortfolioNode): TreeNodeData => ({
      value: node.value,
      label: node.policy ? node.label : t(`uiKit.extensions-tree.nodes.${node.label}`),
      children: node.children?.map(label),
    })
    return NODES.map(label)
  }, [t])
  const checked = tree.checkedState.filter((value) => POLICIES.includes(value)).length

  // Mantine's tree items say whether they are expanded, not whether they are checked.
  useEffect(() => {
    root.current?.querySelectorAll<HTMLElement>('[role="treeitem"]').forEach((item) => {
      const value = item.dataset.value ?? ''
      const state = tree.isNodeIndeterminate(value) ? 'mixed' : String(tree.isNodeChecked(value))
      item.setAttribute('aria-checked', state)
    })
  })

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[role="treeitem"]')
        : null
    if (event.key !== 'Enter' || !item?.dataset.value) return
    event.preventDefault()
    tree.toggleExpanded(item.dataset.value)
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => tree.expandAllNodes()}>
            {k('expandAll')}
          </Button>
          <Button size="xs" variant="default" onClick={() => tree.collapseAllNodes()}>
            {k('collapseAll')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => tree.uncheckAllNodes()}
            disabled={checked === 0}
          >
            {k('uncheckAll')}
          </Button>
        </Group>
        <Badge variant="light" size="lg" role="status">
          {k('checked', { count: checked, total: POLICIES.length })}
        </Badge>
      </Group>
      <Text id={hintId} fz="xs" c="dimmed">
        {k('hint')}
      </Text>
      <Tree
        ref={root}
        tree={tree}
        data={data}
        levelOffset={24}
        expandOnClick={false}
        expandOnSpace={false}
        checkOnSpace
        renderNode={(payload) => <PortfolioNodeRow {...payload} />}
        onKeyDown={onKeyDown}
        aria-label={k('portfolio.label')}
        aria-describedby={hintId}
      />
    </Stack>
  )
}
