import {
  ColorSwatch,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
} from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  FOOTER_TYPES,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  SKINS,
  useCustomizer,
  type NavbarColor,
} from '../customizer.store'
import classes from './Customizer.module.css'

const SWATCHES: Record<NavbarColor, string> = {
  default: 'var(--mantine-color-body)',
  brand: 'var(--mantine-color-brand-filled)',
  blue: 'var(--mantine-color-blue-filled)',
  teal: 'var(--mantine-color-teal-filled)',
  green: 'var(--mantine-color-green-filled)',
  orange: 'var(--mantine-color-orange-filled)',
  red: 'var(--mantine-color-red-filled)',
  dark: '#2f3349',
}

interface Option<V extends string> {
  value: V
  label: string
}

/** A labelled row of choices; the label names the radio group for assistive technology. */
function Choice<V extends string>(props: {
  label: string
  value: V
  options: readonly Option<V>[]
  onChange: (value: V) => void
}) {
  const id = useId()
  // SegmentedControl speaks plain strings; map back to the typed option.
  const pick = (next: string) => {
    const chosen = props.options.find((option) => option.value === next)
    if (chosen) props.onChange(chosen.value)
  }
  return (
    <div>
      <span id={id} className={classes.fieldLabel}>
        {props.label}
      </span>
      <SegmentedControl
        fullWidth
        size="sm"
        aria-labelledby={id}
        value={props.value}
        onChange={pick}
        data={props.options.map((option) => ({ value: option.value, label: option.label }))}
      />
    </div>
  )
}

function Toggle({
  field,
  label,
}: {
  field: 'rtl' | 'menuCollapsed' | 'menuHidden'
  label: string
}) {
  const value = useCustomizer((state) => state[field])
  const set = useCustomizer((state) => state.set)
  return (
    <Switch
      label={label}
      checked={value}
      onChange={(event) => set({ [field]: event.currentTarget.checked })}
    />
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className={classes.sectionTitle}>{title}</h3>
      <Stack gap="md">{children}</Stack>
    </section>
  )
}

export function ThemingSection() {
  const { t } = useTranslation()
  const skin = useCustomizer((state) => state.skin)
  const set = useCustomizer((state) => state.set)
  return (
    <Section title={t('shell.customizer.theming')}>
      <Radio.Group
        label={t('shell.customizer.skin')}
        value={skin}
        onChange={(next) => {
          const chosen = SKINS.find((option) => option === next)
          if (chosen) set({ skin: chosen })
        }}
      >
        <SimpleGrid cols={2} spacing="sm" mt={6}>
          {SKINS.map((option) => (
            <Radio.Card key={option} value={option} className={classes.skinCard} radius="md">
              <span className={classes.preview} data-skin={option} aria-hidden>
                <span />
                <span />
                <span />
              </span>
              <span className={classes.skinName}>{t(`shell.customizer.skins.${option}`)}</span>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Toggle field="rtl" label={t('shell.customizer.rtl')} />
    </Section>
  )
}

export function LayoutSection() {
  const { t } = useTranslation()
  const colorLabelId = useId()
  const settings = useCustomizer()
  const { navbarColor, set } = settings
  const options = <V extends string>(group: string, values: readonly V[]): Option<V>[] =>
    values.map((value) => {
      const key: string = `shell.customizer.${group}.${value}`
      return { value, label: t(key) }
    })
  return (
    <Section title={t('shell.customizer.layoutSection')}>
      <Choice
        label={t('shell.customizer.layout')}
        value={settings.layout}
        options={options('layouts', ['vertical', 'horizontal'] as const)}
        onChange={(layout) => set({ layout })}
      />
      <Toggle field="menuCollapsed" label={t('shell.customizer.menuCollapsed')} />
      <Toggle field="menuHidden" label={t('shell.customizer.menuHidden')} />
      <Choice
        label={t('shell.customizer.navbarType')}
        value={settings.navbarType}
        options={options('navbarTypes', NAVBAR_TYPES)}
        onChange={(navbarType) => set({ navbarType })}
      />
      <div>
        <span id={colorLabelId} className={classes.fieldLabel}>
          {t('shell.customizer.navbarColor')}
        </span>
        <Group gap="xs" role="group" aria-labelledby={colorLabelId}>
          {NAVBAR_COLORS.map((color) => (
            <ColorSwatch
              key={color}
              component="button"
              type="button"
              className={classes.swatch}
              color={SWATCHES[color]}
              size={28}
              withShadow
              aria-label={t(`shell.customizer.colors.${color}`)}
              aria-pressed={navbarColor === color}
              onClick={() => set({ navbarColor: color })}
            >
              {navbarColor === color && (
                <IconCheck size={14} color={color === 'default' ? 'currentColor' : 'white'} />
              )}
            </ColorSwatch>
          ))}
        </Group>
      </div>
      <Choice
        label={t('shell.customizer.footerType')}
        value={settings.footerType}
        options={options('footerTypes', FOOTER_TYPES)}
        onChange={(footerType) => set({ footerType })}
      />
      <Choice
        label={t('shell.customizer.contentWidth')}
        value={settings.contentWidth}
        options={options('widths', ['full', 'boxed'] as const)}
        onChange={(contentWidth) => set({ contentWidth })}
      />
    </Section>
  )
}
