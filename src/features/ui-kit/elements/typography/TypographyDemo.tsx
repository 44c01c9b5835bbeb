import {
  Blockquote,
  Code,
  Highlight,
  Kbd,
  List,
  Mark,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core'
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'

const HEADINGS = [1, 2, 3, 4, 5, 6] as const
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const WEIGHTS = [300, 400, 500, 600, 700] as const

/** The theme's type scale: heading sizes, text sizes and weights, quotes, lists, inline marks. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/elements-typography', {
    keyPrefix: 'uiKit.elements-typography',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('headings.title')} description={k('headings.description')}>
        {/* Sizes of the heading levels; the page keeps one real h1, so these are plain text. */}
        <Stack gap={6}>
          {HEADINGS.map((level) => (
            <Text key={level} fz={`h${level}`} fw={700} lh={1.3}>
              {k('headings.sample')} {level}
            </Text>
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={k('text.title')} description={k('text.description')}>
        <Stack gap={6}>
          {SIZES.map((size) => (
            <Text key={size} fz={size}>
              <Code>{size}</Code> {k('text.sample')}
            </Text>
          ))}
          <Text c="dimmed">{k('text.dimmed')}</Text>
          {WEIGHTS.map((weight) => (
            <Text key={weight} fw={weight}>
              {weight} · {k('text.weight')}
            </Text>
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={k('quote.title')} description={k('quote.description')}>
        <Blockquote
          cite={`— ${k('quote.cite')}`}
          icon={<IconInfoCircle aria-hidden />}
          mt="sm"
          // Mantine's cite at 60 % opacity on the quote's tinted ground falls under AA in the dark
          // skin: the dimmed colour at full strength reads as secondary and passes.
          styles={{ cite: { color: 'var(--mantine-color-dimmed)', opacity: 1 } }}
        >
          {k('quote.text')}
        </Blockquote>
      </DemoSection>
      <DemoSection title={k('lists.title')} description={k('lists.description')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <List type="ordered" spacing={4}>
            {['one', 'two', 'three'].map((step) => (
              <List.Item key={step}>{k(`lists.steps.${step}`)}</List.Item>
            ))}
          </List>
          <List
            spacing={4}
            icon={
              <ThemeIcon size={20} radius="xl" color="teal" aria-hidden>
                <IconCircleCheck size={14} />
              </ThemeIcon>
            }
          >
            {['one', 'two', 'three'].map((item) => (
              <List.Item key={item}>{k(`lists.covers.${item}`)}</List.Item>
            ))}
          </List>
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={k('inline.title')} description={k('inline.description')}>
        <Stack gap="xs">
          <Text>
            <Mark>{k('inline.mark')}</Mark> · <Code>CR-10004</Code> · <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>
          </Text>
          <Text>
            <strong>{k('inline.strong')}</strong> · <em>{k('inline.em')}</em> ·{' '}
            <del>{k('inline.del')}</del> · <small>{k('inline.small')}</small>
          </Text>
          <Highlight highlight={k('inline.highlightWord')}>{k('inline.highlight')}</Highlight>
        </Stack>
      </DemoSection>
      <DemoSection title={k('overflow.title')} description={k('overflow.description')}>
        <Stack gap="xs" maw={360}>
          <Text truncate="end">{k('overflow.long')}</Text>
          <Text lineClamp={2}>{k('overflow.long')}</Text>
        </Stack>
      </DemoSection>
    </SimpleGrid>
  )
}
