import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  IconCopy,
  IconDotsVertical,
  IconDownload,
  IconEdit,
  IconEye,
  IconTrash,
} from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { invoiceQuery, useDeleteInvoice, useDuplicateInvoice } from '../api/invoice.queries'
import type { Invoice } from '../invoice.schema'
import { useDownloadInvoice } from './use-invoice-file'

/** A row's actions: preview, and a menu with edit, download, duplicate and delete. */
export function RowActions({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoice')
  const client = useQueryClient()
  const navigate = useNavigate()
  const downloadPdf = useDownloadInvoice()
  const duplicate = useDuplicateInvoice()
  const remove = useDeleteInvoice()
  const id = String(invoice.id)

  const download = async () => {
    const detail = await client.fetchQuery(invoiceQuery(invoice.id)).catch(() => null)
    if (!detail) {
      notifications.show({ color: 'red', message: t('invoice.errors.loadFailed') })
      return
    }
    await downloadPdf(detail)
  }
  const copy = () =>
    duplicate.mutate(invoice.id, {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          message: t('invoice.list.duplicated', { id: created.id }),
        })
        void navigate({ to: '/apps/invoice/edit/$id', params: { id: String(created.id) } })
      },
    })
  const destroy = async () => {
    const confirmed = await confirmDestructive({
      title: t('invoice.list.deleteTitle'),
      message: t('invoice.list.deleteMessage', { id: invoice.id, client: invoice.client.name }),
      confirmLabel: t('invoice.list.deleteConfirm'),
    })
    if (confirmed)
      remove.mutate(invoice.id, {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t('invoice.list.deleted', { id: invoice.id }),
          }),
      })
  }

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('invoice.actions.preview')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          component={Link}
          to={`/apps/invoice/preview/${id}`}
          aria-label={t('invoice.actions.previewOf', { id })}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('invoice.actions.moreOf', { id })}
          >
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={`/apps/invoice/edit/${id}`}
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            {t('invoice.actions.edit')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download()}
          >
            {t('invoice.actions.download')}
          </Menu.Item>
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
            {t('invoice.actions.duplicate')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red.8"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => void destroy()}
          >
            {t('invoice.actions.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  )
}
