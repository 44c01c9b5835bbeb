/**
 * The account settings' one query and its writes. Each write puts the server's answer in the
 * cached account at once, then the tables it wrote refetch (here and in other tabs).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import type { AccountData, UpdateAnswer } from '../account-settings.schema'
import type { PaymentMethod } from '../account-billing.schema'
import {
  addCard,
  changePassword,
  deactivateAccount,
  disableTwoStep,
  enableTwoStep,
  fetchAccount,
  makeDefaultCard,
  newTwoStepSecret,
  removeCard,
  updateSection,
} from './account-settings.api'

export const accountKeys = {
  all: ['account-settings'] as const,
  data: () => [...accountKeys.all, 'data'] as const,
}

const SETTINGS = 'accountSettings'

export const useAccount = () =>
  useQuery({
    queryKey: accountKeys.data(),
    queryFn: ({ signal }) => fetchAccount(signal),
    meta: { tables: [SETTINGS, 'authUsers', 'paymentMethods', 'billingHistory', 'signIns'] },
  })

const patch = (client: QueryClient, change: (data: AccountData) => AccountData) =>
  client.setQueryData<AccountData>(accountKeys.data(), (data) => (data ? change(data) : data))

/** The saved section, put where the account answer keeps it. */
export function withSection(data: AccountData, answer: UpdateAnswer): AccountData {
  switch (answer.section) {
    case 'general':
      return { ...data, general: answer.data }
    case 'info':
      return { ...data, info: answer.data }
    case 'socialLinks':
      return { ...data, social: { ...data.social, socialLinks: answer.data } }
    case 'connections':
      return { ...data, social: { ...data.social, connections: answer.data } }
    case 'notification':
      return { ...data, notification: answer.data }
    case 'billingAddress':
      return { ...data, billing: { ...data.billing, address: answer.data } }
  }
}

/** The forms show refusals on their fields, so no toast. */
export const useUpdateSection = () =>
  useAppMutation({
    mutationFn: updateSection,
    tables: [SETTINGS, 'authUsers'],
    errorMessage: null,
    onSuccess: (answer, _update, client) => patch(client, (data) => withSection(data, answer)),
  })

/** Nothing to refetch: the page signs out as soon as it succeeds. */
export const useDeactivate = () =>
  useAppMutation({
    mutationFn: deactivateAccount,
    errorMessage: 'accountSettings.errors.deactivate',
  })

export const useChangePassword = () =>
  useAppMutation({
    mutationFn: changePassword,
    tables: [SETTINGS],
    errorMessage: null,
    onSuccess: ({ passwordChangedAt }, _body, client) =>
      patch(client, (data) => ({ ...data, security: { ...data.security, passwordChangedAt } })),
  })

export const useNewTwoStepSecret = () =>
  useAppMutation({
    mutationFn: newTwoStepSecret,
    errorMessage: 'accountSettings.errors.twoStepSecret',
  })

const withTwoStep =
  (client: QueryClient) =>
  ({ twoStep }: { twoStep: AccountData['security']['twoStep'] }) =>
    patch(client, (data) => ({ ...data, security: { ...data.security, twoStep } }))

export const useEnableTwoStep = () =>
  useAppMutation({
    mutationFn: enableTwoStep,
    tables: [SETTINGS],
    errorMessage: null,
    onSuccess: (answer, _code, client) => withTwoStep(client)(answer),
  })

export const useDisableTwoStep = () =>
  useAppMutation({
    mutationFn: disableTwoStep,
    tables: [SETTINGS],
    errorMessage: 'accountSettings.errors.twoStepOff',
    onSuccess: (answer, _none, client) => withTwoStep(client)(answer),
  })

const withCards = (client: QueryClient, paymentMethods: PaymentMethod[]) =>
  patch(client, (data) => ({ ...data, billing: { ...data.billing, paymentMethods } }))

export const useAddCard = () =>
  useAppMutation({
    mutationFn: addCard,
    tables: ['paymentMethods'],
    errorMessage: null,
    onSuccess: ({ paymentMethods }, _body, client) => withCards(client, paymentMethods),
  })

export const useMakeDefaultCard = () =>
  useAppMutation({
    mutationFn: makeDefaultCard,
    tables: ['paymentMethods'],
    errorMessage: 'accountSettings.errors.card',
    onSuccess: ({ paymentMethods }, _id, client) => withCards(client, paymentMethods),
  })

export const useRemoveCard = () =>
  useAppMutation({
    mutationFn: removeCard,
    tables: ['paymentMethods'],
    errorMessage: 'accountSettings.errors.card',
    onSuccess: ({ paymentMethods }, _id, client) => withCards(client, paymentMethods),
  })
