import { apiRequest } from '@/shared/api/client'
import {
  accountDataSchema,
  deactivateAnswerSchema,
  updateAnswerSchema,
  type Update,
} from '../account-settings.schema'
import {
  passwordChangedSchema,
  twoStepAnswerSchema,
  twoStepSecretSchema,
  type ChangePassword,
} from '../account-security.schema'
import { paymentMethodsAnswerSchema, type AddCard } from '../account-billing.schema'

const BASE = '/account-setting'

export const fetchAccount = (signal?: AbortSignal) =>
  apiRequest(`${BASE}/data`, { schema: accountDataSchema, signal })

export const updateSection = (update: Update) =>
  apiRequest(`${BASE}/update`, { method: 'POST', body: update, schema: updateAnswerSchema })

export const deactivateAccount = () =>
  apiRequest(`${BASE}/deactivate`, {
    method: 'POST',
    body: { confirm: true },
    schema: deactivateAnswerSchema,
  })

export const changePassword = (body: ChangePassword) =>
  apiRequest(`${BASE}/password`, { method: 'POST', body, schema: passwordChangedSchema })

export const newTwoStepSecret = () =>
  apiRequest(`${BASE}/two-step/secret`, { method: 'POST', schema: twoStepSecretSchema })

export const enableTwoStep = (code: string) =>
  apiRequest(`${BASE}/two-step`, { method: 'POST', body: { code }, schema: twoStepAnswerSchema })

export const disableTwoStep = () =>
  apiRequest(`${BASE}/two-step`, { method: 'DELETE', schema: twoStepAnswerSchema })

export const addCard = (body: AddCard) =>
  apiRequest(`${BASE}/payment-methods`, {
    method: 'POST',
    body,
    schema: paymentMethodsAnswerSchema,
  })

export const makeDefaultCard = (id: number) =>
  apiRequest(`${BASE}/payment-methods/default`, {
    method: 'POST',
    body: { id },
    schema: paymentMethodsAnswerSchema,
  })

export const removeCard = (id: number) =>
  apiRequest(`${BASE}/payment-methods`, {
    method: 'DELETE',
    body: { id },
    schema: paymentMethodsAnswerSchema,
  })
