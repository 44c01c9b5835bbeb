import { Avatar, Group, Indicator, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core'
import { IconUser } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { CLIENT_NAMES, STATUSES, TEAM } from './avatar.data'

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const RADII = ['xs', 'sm', 'md', 'lg', 'xl'] as const
/**
 * A picture that cannot be decoded: it fails like a missing file, but without a request, so the
 * page logs no network error.
 */
const BROKEN_PICTURE = 'data:image/png;base64,AAAA'
/** How many faces a group shows before "+N". */
const GROUP_SHOWN = 4

/** Avatars: sizes, corners, initials, a picture that fails, a group with "+N", a status dot. */
export function Demo() {
  const { t } = useTranslation('ui-kit/components-avatar')
  const { t: k } = useTranslation('ui-kit/components-avatar', {
    keyPrefix: 'uiKit.components-avatar',
  })
  const [first, second, third, fourth] = TEAM
  const hidden = TEAM.slice(GROUP_SHOWN)
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
        <Group align="end">
          {SIZES.map((size) => (
            <Avatar key={size} size={size} src={first!.avatar} alt={first!.name} radius="xl" />
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={k('radius.title')} description={k('radius.description')}>
        <Group>
          {/* Initials, not a picture: the pictures draw their own round background. */}
          {RADII.map((radius) => (
            <Avatar
              key={radius}
              size="lg"
              radius={radius}
              name={second!.name}
              color="brand"
              role="img"
              aria-label={second!.name}
            />
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={k('initials.title')} description={k('initials.description')}>
        <Group gap="sm">
          {CLIENT_NAMES.map((name) => (
            <Tooltip key={name} label={name}>
              <Avatar
                name={name}
                color="initials"
                radius="xl"
                alt={name}
                role="img"
                aria-label={name}
              />
            </Tooltip>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={k('fallback.title')} description={k('fallback.description')}>
        <Group gap="lg">
          <Stack gap={4} align="center">
            <Avatar src={third!.avatar} alt={third!.name} size="lg" radius="xl" />
            <Text fz="xs" c="dimmed">
              {k('fallback.loaded')}
            </Text>
          </Stack>
          <Stack gap={4} align="center">
            <Avatar
              src={BROKEN_PICTURE}
              name={fourth!.name}
              color="initials"
              alt={fourth!.name}
              size="lg"
              radius="xl"
            />
            <Text fz="xs" c="dimmed">
              {k('fallback.initials')}
            </Text>
          </Stack>
          <Stack gap={4} align="center">
            <Avatar
              size="lg"
              radius="xl"
              alt={k('fallback.unknown')}
              role="img"
              aria-label={k('fallback.unknown')}
            >
              <IconUser size={24} aria-hidden />
            </Avatar>
            <Text fz="xs" c="dimmed">
              {k('fallback.icon')}
            </Text>
          </Stack>
        </Group>
      </DemoSection>
      <DemoSection title={k('group.title')} description={k('group.description')}>
        <Group gap="md">
          <Avatar.Group>
            {TEAM.slice(0, GROUP_SHOWN).map((member) => (
              <Tooltip key={member.name} label={member.name}>
                <Avatar src={member.avatar} alt={member.name} radius="xl" />
              </Tooltip>
            ))}
            <Tooltip label={hidden.map((member) => member.name).join(', ')} multiline maw={220}>
              <Avatar
                radius="xl"
                role="img"
                aria-label={t('uiKit.components-avatar.group.more', {
                  names: hidden.map((member) => member.name).join(', '),
                })}
              >
                +{hidden.length}
              </Avatar>
            </Tooltip>
          </Avatar.Group>
          <Text fz="sm" c="dimmed">
            {t('uiKit.components-avatar.group.caption', { total: TEAM.length })}
          </Text>
        </Group>
      </DemoSection>
      <DemoSection title={k('status.title')} description={k('status.description')}>
        <Group gap="xl">
          {STATUSES.map((status, index) => {
            const member = TEAM[index + 4]!
            const label = k(`status.${status.id}`)
            return (
              <Stack key={status.id} gap={4} align="center">
                <Indicator
                  color={status.color}
                  position="bottom-end"
                  size={14}
                  offset={6}
                  withBorder
                  processing={status.id === 'online'}
                >
                  <Avatar
                    src={member.avatar}
                    alt={t('uiKit.components-avatar.status.alt', {
                      name: member.name,
                      status: label,
                    })}
                    size="lg"
                    radius="xl"
                  />
                </Indicator>
                <Text fz="xs">{member.name}</Text>
                <Text fz="xs" c="dimmed">
                  {label}
                </Text>
              </Stack>
            )
          })}
        </Group>
      </DemoSection>
    </SimpleGrid>
  )
}
