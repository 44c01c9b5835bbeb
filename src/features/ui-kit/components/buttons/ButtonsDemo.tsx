import {
  ActionIcon,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Tooltip,
  type ButtonProps,
} from '@mantine/core'
import {
  IconArrowRight,
  IconCheck,
  IconFileInvoice,
  IconFlag,
  IconMail,
  IconPencil,
  IconPhone,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { ButtonGroups } from './ButtonGroups'
import { SendRenewalButton } from './SendRenewalButton'

const VARIANTS = ['filled', 'light', 'outline', 'subtle', 'default', 'transparent'] as const

/**
 * A colour per kind of action. Filled buttons take a dark enough shade for white text (4.5:1 at
 * this size); orange has none, so it takes a light shade with dark text (autoContrast).
 */
const ACTIONS: readonly { id: string; filled: ButtonProps; light: string; icon: ReactNode }[] = [
  { id: 'approve', filled: { color: 'teal.9' }, light: 'teal', icon: <IconCheck size={16} /> },
  {
    id: 'flag',
    filled: { color: 'orange.5', autoContrast: true },
    light: 'orange',
    icon: <IconFlag size={16} />,
  },
  {
    id: 'invoice',
    filled: { color: 'blue.8' },
    light: 'blue',
    icon: <IconFileInvoice size={16} />,
  },
  { id: 'cancel', filled: { color: 'red.9' }, light: 'red', icon: <IconX size={16} /> },
]
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const

/** Buttons: looks, colours by kind of action, sizes, icons, a busy state and groups. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/components-buttons', {
    keyPrefix: 'uiKit.components-buttons',
  })
  const contacts = [
    { id: 'call', icon: <IconPhone size={18} />, color: undefined },
    { id: 'email', icon: <IconMail size={18} />, color: undefined },
    { id: 'edit', icon: <IconPencil size={18} />, color: 'gray' },
    { id: 'delete', icon: <IconTrash size={18} />, color: 'red' },
  ]
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('variants.title')} description={k('variants.description')}>
        <Group gap="sm">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {k(`variants.${variant}`)}
            </Button>
          ))}
          <Button variant="gradient" gradient={{ from: 'brand.7', to: 'indigo.7', deg: 90 }}>
            {k('variants.gradient')}
          </Button>
        </Group>
      </DemoSection>
      <DemoSection title={k('colors.title')} description={k('colors.description')}>
        <Stack gap="sm">
          <Group gap="sm">
            {ACTIONS.map((action) => (
              <Button key={action.id} {...action.filled} leftSection={action.icon}>
                {k(`colors.${action.id}`)}
              </Button>
            ))}
          </Group>
          <Group gap="sm">
            {ACTIONS.map((action) => (
              <Button
                key={action.id}
                variant="light"
                color={action.light}
                leftSection={action.icon}
              >
                {k(`colors.${action.id}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
        <Stack gap="sm">
          <Group gap="sm" align="center">
            {SIZES.map((size) => (
              <Button key={size} size={size}>
                {k('sizes.label')} {size}
              </Button>
            ))}
          </Group>
          <Group gap="sm" align="center">
            {SIZES.map((size) => (
              <Button key={size} size={`compact-${size}`} variant="light">
                {k('sizes.compact')} {size}
              </Button>
            ))}
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection title={k('icons.title')} description={k('icons.description')}>
        <Stack gap="sm">
          <Group gap="sm">
            <Button leftSection={<IconSend size={16} aria-hidden />}>{k('icons.send')}</Button>
            <Button
              variant="default"
              rightSection={<IconArrowRight size={16} className="mantine-rotate-rtl" aria-hidden />}
            >
              {k('icons.next')}
            </Button>
          </Group>
          {/* Icon-only buttons: the name is the aria-label, and the tooltip shows it to the eye. */}
          <Group gap="xs">
            {contacts.map((contact) => (
              <Tooltip key={contact.id} label={k(`icons.${contact.id}`)} withArrow>
                <ActionIcon
                  variant="light"
                  color={contact.color}
                  size="lg"
                  aria-label={k(`icons.${contact.id}`)}
                >
                  {contact.icon}
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection title={k('states.title')} description={k('states.description')}>
        <SendRenewalButton />
      </DemoSection>
      <DemoSection title={k('groups.title')} description={k('groups.description')}>
        <ButtonGroups />
      </DemoSection>
    </SimpleGrid>
  )
}
