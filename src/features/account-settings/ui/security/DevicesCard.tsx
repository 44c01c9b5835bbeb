import { Group, Table } from '@mantine/core'
import {
  IconBrandApple,
  IconBrandAndroid,
  IconBrandWindows,
  IconDeviceDesktop,
  IconDeviceMobile,
  type Icon,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Device } from '../../account-security.schema'
import { SectionCard } from '../SectionCard'

const DEVICE_ICONS: Record<string, Icon> = {
  iPhone: IconDeviceMobile,
  iPad: IconDeviceMobile,
  Android: IconBrandAndroid,
  Windows: IconBrandWindows,
  macOS: IconBrandApple,
}

/** The account's latest sign-ins, newest first: what browser, on what, where, when. */
export function DevicesCard({ devices }: { devices: Device[] }) {
  const { t, i18n } = useTranslation('account-settings')
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <SectionCard
      title={t('accountSettings.devices.title')}
      description={t('accountSettings.devices.hint')}
      testId="devices-card"
    >
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="sm" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accountSettings.devices.browser')}</Table.Th>
              <Table.Th>{t('accountSettings.devices.device')}</Table.Th>
              <Table.Th>{t('accountSettings.devices.where')}</Table.Th>
              <Table.Th>{t('accountSettings.devices.when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {devices.map((device) => {
              const DeviceIcon = DEVICE_ICONS[device.device] ?? IconDeviceDesktop
              return (
                <Table.Tr key={device.id}>
                  <Table.Td fw={500}>{device.browser}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <DeviceIcon size={18} aria-hidden />
                      <span>{device.device}</span>
                    </Group>
                  </Table.Td>
                  <Table.Td>{device.where || t('accountSettings.devices.unknown')}</Table.Td>
                  <Table.Td>
                    <time dateTime={device.at}>{when.format(new Date(device.at))}</time>
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  )
}
