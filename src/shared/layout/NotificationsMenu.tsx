import {
  ActionIcon,
  Badge,
  Button,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core'
import {
  IconAlertTriangle,
  IconBell,
  IconBellCheck,
  IconCircleCheck,
  IconInfoCircle,
  IconX,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useCrm, type Notificacion, type TipoNotificacion } from '@/shared/crm/crm.store'
import { useNavbarIconProps } from './navbar-tone'
import { relativeTime } from './relative-time'
import classes from './NotificationsMenu.module.css'

const LOOK: Record<TipoNotificacion, { color: string; Icon: typeof IconInfoCircle }> = {
  info: { color: 'brand', Icon: IconInfoCircle },
  success: { color: 'green', Icon: IconCircleCheck },
  warning: { color: 'orange', Icon: IconAlertTriangle },
  error: { color: 'red', Icon: IconX },
}

function NotificationRow({ item, unread }: { item: Notificacion; unread: boolean }) {
  const { t, i18n } = useTranslation()
  const { color, Icon } = LOOK[item.tipo]
  const title = item.tituloI18n
    ? t(item.tituloI18n.clave, item.tituloI18n.valores ?? {})
    : item.titulo
  const message = item.mensajeI18n
    ? t(item.mensajeI18n.clave, item.mensajeI18n.valores ?? {})
    : item.mensaje
  return (
    <li className={classes.item} data-unread={unread || undefined}>
      <ThemeIcon variant="light" color={color} radius="xl" size={36}>
        <Icon size={18} />
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fz="sm" fw={500}>
          {title}
        </Text>
        {message && (
          <Text fz="xs" c="dimmed">
            {message}
          </Text>
        )}
        <Text fz="xs" c="dimmed" mt={2}>
          <time dateTime={item.fecha}>{relativeTime(item.fecha, i18n.language)}</time>
        </Text>
      </div>
    </li>
  )
}

function Group({
  title,
  items,
  unread,
}: {
  title: string
  items: Notificacion[]
  unread: boolean
}) {
  if (!items.length) return null
  return (
    <section aria-label={title}>
      <div className={classes.groupTitle}>{title}</div>
      <ul className={classes.list}>
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} unread={unread} />
        ))}
      </ul>
    </section>
  )
}

/** The notification centre: unread count, New and Earlier lists, and mark-all-as-read. */
export function NotificationsMenu() {
  const { t } = useTranslation()
  const count = useCrm((state) => state.numeroNotificaciones)
  const fresh = useCrm((state) => state.notificacionesNuevas)
  const earlier = useCrm((state) => state.notificacionesAnteriores)
  const markAllRead = useCrm((state) => state.marcarTodasLeidas)
  const iconProps = useNavbarIconProps()
  const empty = !fresh.length && !earlier.length
  return (
    // Outside the ActionIcon, which clips its children.
    <Indicator
      label={<span data-testid="notification-count">{count}</span>}
      size={16}
      color="red"
      disabled={count === 0}
      offset={6}
      zIndex={2}
    >
      <Popover position="bottom-end" width={380} shadow="md" offset={10}>
        <Popover.Target>
          <ActionIcon {...iconProps} aria-label={t('shell.notifications.label')}>
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} style={{ maxWidth: 'calc(100vw - 1rem)' }}>
          <div className={classes.header}>
            <Text fw={600}>{t('shell.notifications.label')}</Text>
            {count > 0 && (
              <Badge variant="light" radius="sm">
                {t('shell.notifications.newCount', { count })}
              </Badge>
            )}
          </div>
          {empty ? (
            <Stack className={classes.empty} align="center" gap={6}>
              <ThemeIcon variant="light" size={48} radius="xl">
                <IconBellCheck size={24} />
              </ThemeIcon>
              <Text fw={500}>{t('shell.notifications.emptyTitle')}</Text>
              <Text fz="sm" c="dimmed">
                {t('shell.notifications.emptyBody')}
              </Text>
            </Stack>
          ) : (
            <ScrollArea.Autosize mah={380} type="auto">
              <Group title={t('shell.notifications.new')} items={fresh} unread />
              <Group title={t('shell.notifications.earlier')} items={earlier} unread={false} />
            </ScrollArea.Autosize>
          )}
          <div className={classes.footer}>
            <Button fullWidth variant="light" disabled={count === 0} onClick={markAllRead}>
              {t('shell.notifications.markAllRead')}
            </Button>
          </div>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  )
}
