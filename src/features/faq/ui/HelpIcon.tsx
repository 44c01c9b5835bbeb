import {
  IconCalendarRepeat,
  IconCreditCard,
  IconFileAlert,
  IconFileInvoice,
  IconLock,
  IconReceiptRefund,
  IconScale,
  IconShieldCheck,
  IconTools,
  type IconProps,
} from '@tabler/icons-react'
import { createElement } from 'react'
import type { HelpIcon as HelpIconName } from '../faq.schema'

/** The categories' icons by the Tabler names the API gives (`icon`): the contract lists them all. */
const ICONS: Record<HelpIconName, typeof IconLock> = {
  IconCalendarRepeat,
  IconCreditCard,
  IconFileAlert,
  IconFileInvoice,
  IconLock,
  IconReceiptRefund,
  IconScale,
  IconShieldCheck,
  IconTools,
}

export function HelpIcon({ name, ...props }: IconProps & { name: HelpIconName }) {
  return createElement(ICONS[name], { 'aria-hidden': true, ...props })
}
