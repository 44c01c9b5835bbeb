import { Group, Stack, Text, Tree, useTree, type TreeNodeData } from '@mantine/core'
import { IconFileText, IconFolder, IconFolderOpen, IconPhoto } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** A client's file: folders by kind, the documents in each (file names stay as filed). */
const FOLDERS: Record<string, readonly string[]> = {
  policies: ['CR-10001 schedule.pdf', 'CR-10001 conditions.pdf', 'CR-10014 schedule.pdf'],
  claims: ['Water damage report.pdf', 'Kitchen photos.jpg', 'Repair estimate.pdf'],
  letters: ['Renewal notice 2026.pdf', 'Welcome letter.pdf'],
}

const fileIcon = (name: string) =>
  name.endsWith('.jpg') ? (
    <IconPhoto size={16} stroke={1.6} aria-hidden />
  ) : (
    <IconFileText size={16} stroke={1.6} aria-hidden />
  )

/** A client's documents with connecting lines; a click or Enter selects a document. */
export function DocumentTree() {
  const { t } = useTranslation('ui-kit/extensions-tree')
  const { t: k } = useTranslation('ui-kit/extensions-tree', { keyPrefix: 'uiKit.extensions-tree' })
  const tree = useTree({ initialExpandedState: { client: true, 'client/claims': true } })
  const data = useMemo<TreeNodeData[]>(
    () => [
      {
        value: 'client',
        label: 'Elena Suárez',
        children: Object.entries(FOLDERS).map(([folder, files]) => ({
          value: `client/${folder}`,
          label: t(`uiKit.extensions-tree.folders.${folder}`),
          children: files.map((file) => ({ value: `client/${folder}/${file}`, label: file })),
        })),
      },
    ],
    [t],
  )
  const selected = tree.selectedState[0]?.split('/').at(-1)
  return (
    <Stack gap="sm">
      <Tree
        tree={tree}
        data={data}
        withLines
        selectOnClick
        levelOffset={22}
        aria-label={k('documents.label')}
        onKeyDown={(event) => {
          const item =
            event.target instanceof Element
              ? event.target.closest<HTMLElement>('[role="treeitem"]')
              : null
          if (event.key === 'Enter' && item?.dataset.value) tree.select(item.dataset.value)
        }}
        renderNode={({ node, expanded, hasChildren, elementProps }) => (
          <Group gap={6} wrap="nowrap" {...elementProps}>
            {hasChildren ? (
              expanded ? (
                <IconFolderOpen size={16} stroke={1.6} aria-hidden />
              ) : (
                <IconFolder size={16} stroke={1.6} aria-hidden />
              )
            ) : (
              fileIcon(String(node.label))
            )}
            <Text fz="sm" truncate="end">
              {node.label}
            </Text>
          </Group>
        )}
      />
      <Text fz="sm" c="dimmed" aria-live="polite">
        {selected ? k('documents.selected', { name: selected }) : k('documents.none')}
      </Text>
    </Stack>
  )
}
