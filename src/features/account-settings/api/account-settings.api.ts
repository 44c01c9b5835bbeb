import { call } from '@/shared/api/call'
import {
  accountBillingEndpoints as billing,
  accountSecurityEndpoints as security,
  accountSettingsEndpoints as account,
} from '../account-settings.endpoints'
import type { Update } from '../account-settings.schema'
import type { ChangePassword } from '../account-security.schema'
import type { AddCard } from '../account-billing.schema'

export const fetchAccount = (signal?: AbortSignal) => call(account.data, { signal })

export const updateSection = (update: Update) => call(account.update, { body: update })

export const deactivateAccount = () => call(account.deactivate, { body: { confirm: true } })

export const changePassword = (body: ChangePassword) => call(security.password, { body })

export const newTwoStepSecret = () => call(security.twoStepSecret)

export const enableTwoStep = (code: string) => call(security.enableTwoStep, { body: { code } })

export const disableTwoStep = () => call(security.disableTwoStep)

export const addCard = (body: AddCard) => call(billing.addCard, { body })

export const makeDefaultCard = (id: number) => call(billing.defaultCard, { body: { id } })

export const removeCard = (id: number) => call(billing.removeCard, { body: { id } })
