import { NumberInput, SimpleGrid, Stack } from '@mantine/core'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { currencyAffixes, numberSeparators } from './number-format'
import { PremiumCalculator } from './PremiumCalculator'
import classes from './NumberInput.module.css'

const EXCESS_STEP = 50
/** Shift with an arrow moves ten steps, as spin buttons do in most desktop apps. */
const EXCESS_SHIFT_STEP = 500
const EXCESS_MAX = 3000

/** Numbers as the agency enters them: counts, money, rates, all in the reader's format. */
export function Demo() {
  const { i18n } = useTranslation('ui-kit/form-elements-number-input')
  const { t: k } = useTranslation('ui-kit/form-elements-number-input', {
    keyPrefix: 'uiKit.form-elements-number-input',
  })
  const { decimal, thousands } = numberSeparators(i18n.language)
  const euros = currencyAffixes(i18n.language)
  const local = { decimalSeparator: decimal, thousandSeparator: thousands }
  const [excess, setExcess] = useState<number | string>(300)

  const shiftStep = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = { ArrowUp: EXCESS_SHIFT_STEP, ArrowDown: -EXCESS_SHIFT_STEP }[event.key]
    if (!event.shiftKey || by === undefined) return
    event.preventDefault()
    const now = typeof excess === 'number' ? excess : 0
    setExcess(Math.min(EXCESS_MAX, Math.max(0, now + by)))
  }

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('range.title')} description={k('range.description')}>
        <Stack gap="sm">
          <NumberInput
            classNames={classes}
            label={k('range.drivers')}
            description={k('range.driversHint')}
            defaultValue={2}
            min={1}
            max={9}
            allowDecimal={false}
            allowNegative={false}
          />
          <NumberInput
            classNames={classes}
            label={k('range.excess')}
            description={k('range.excessHint')}
            {...euros}
            {...local}
            value={excess}
            onChange={setExcess}
            onKeyDown={shiftStep}
            step={EXCESS_STEP}
            min={0}
            max={EXCESS_MAX}
            allowDecimal={false}
          />
        </Stack>
      </DemoSection>
      <DemoSection title={k('format.title')} description={k('format.description')}>
        <Stack gap="sm">
          <NumberInput
            classNames={classes}
            label={k('format.value')}
            {...euros}
            {...local}
            defaultValue={1234567.89}
            decimalScale={2}
            fixedDecimalScale
          />
          <NumberInput
            classNames={classes}
            label={k('format.discount')}
            suffix=" %"
            {...local}
            defaultValue={12.5}
            decimalScale={1}
            min={0}
            max={100}
          />
          <NumberInput
            classNames={classes}
            label={k('format.plain')}
            description={k('format.plainHint')}
            {...local}
            defaultValue={48250}
            hideControls
            allowDecimal={false}
          />
        </Stack>
      </DemoSection>
      <DemoSection title={k('clamp.title')} description={k('clamp.description')}>
        <Stack gap="sm">
          <NumberInput
            classNames={classes}
            label={k('clamp.blur')}
            description={k('clamp.blurHint')}
            defaultValue={40}
            min={18}
            max={85}
            clampBehavior="blur"
          />
          <NumberInput
            classNames={classes}
            label={k('clamp.strict')}
            description={k('clamp.strictHint')}
            defaultValue={5}
            min={0}
            max={10}
            clampBehavior="strict"
          />
          <NumberInput
            classNames={classes}
            label={k('clamp.invalid')}
            defaultValue={7}
            min={0}
            max={5}
            clampBehavior="none"
            error={k('clamp.error')}
          />
        </Stack>
      </DemoSection>
      <DemoSection title={k('calculator.title')} description={k('calculator.description')}>
        <PremiumCalculator />
      </DemoSection>
    </SimpleGrid>
  )
}
