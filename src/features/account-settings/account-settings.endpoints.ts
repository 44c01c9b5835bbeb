/**
 * The account settings' endpoints (shared/contract/endpoint.ts), each declared once, here: one
 * object per area, as the worker's handler files are split (the account and its sections,
 * security, billing, and the modal examples' records).
 */
import { endpoint } from '@/shared/contract/endpoint'
import {
  addCardSchema,
  paymentMethodIdSchema,
  paymentMethodsAnswerSchema,
} from './account-billing.schema'
import {
  changePasswordSchema,
  passwordChangedSchema,
  twoStepAnswerSchema,
  twoStepCodeSchema,
  twoStepSecretSchema,
} from './account-security.schema'
import {
  accountDataSchema,
  deactivateAnswerSchema,
  deactivateSchema,
  updateAnswerSchema,
  updateSchema,
} from './account-settings.schema'
import {
  appsAnswerSchema,
  createAppSchema,
  inviteMemberSchema,
  memberIdSchema,
  membersAnswerSchema,
  referralsAnswerSchema,
  referSchema,
} from './modal-examples.schema'

const BASE = '/account-setting'

export const accountSettingsEndpoints = {
  data: endpoint({ method: 'GET', path: `${BASE}/data`, response: accountDataSchema }),
  /** One section saved (`{ section, data }`), the saved section answered. */
  update: endpoint({
    method: 'POST',
    path: `${BASE}/update`,
    body: updateSchema,
    response: updateAnswerSchema,
  }),
  deactivate: endpoint({
    method: 'POST',
    path: `${BASE}/deactivate`,
    body: deactivateSchema,
    response: deactivateAnswerSchema,
  }),
}

export const accountSecurityEndpoints = {
  password: endpoint({
    method: 'POST',
    path: `${BASE}/password`,
    body: changePasswordSchema,
    response: passwordChangedSchema,
  }),
  /** A new secret, waiting for its first code. */
  twoStepSecret: endpoint({
    method: 'POST',
    path: `${BASE}/two-step/secret`,
    response: twoStepSecretSchema,
  }),
  enableTwoStep: endpoint({
    method: 'POST',
    path: `${BASE}/two-step`,
    body: twoStepCodeSchema,
    response: twoStepAnswerSchema,
  }),
  disableTwoStep: endpoint({
    method: 'DELETE',
    path: `${BASE}/two-step`,
    response: twoStepAnswerSchema,
  }),
}

export const accountBillingEndpoints = {
  /** A 201 with the caller's cards. */
  addCard: endpoint({
    method: 'POST',
    path: `${BASE}/payment-methods`,
    body: addCardSchema,
    response: paymentMethodsAnswerSchema,
  }),
  defaultCard: endpoint({
    method: 'POST',
    path: `${BASE}/payment-methods/default`,
    body: paymentMethodIdSchema,
    response: paymentMethodsAnswerSchema,
  }),
  removeCard: endpoint({
    method: 'DELETE',
    path: `${BASE}/payment-methods`,
    body: paymentMethodIdSchema,
    response: paymentMethodsAnswerSchema,
  }),
}

export const modalExamplesEndpoints = {
  members: endpoint({
    method: 'GET',
    path: `${BASE}/project/members`,
    response: membersAnswerSchema,
  }),
  /** A 201 when someone new is invited; a 200 when an invited member's permission changes. */
  invite: endpoint({
    method: 'POST',
    path: `${BASE}/project/members`,
    body: inviteMemberSchema,
    response: membersAnswerSchema,
  }),
  uninvite: endpoint({
    method: 'DELETE',
    path: `${BASE}/project/members`,
    body: memberIdSchema,
    response: membersAnswerSchema,
  }),
  apps: endpoint({ method: 'GET', path: `${BASE}/apps`, response: appsAnswerSchema }),
  /** A 201 with the caller's apps. */
  createApp: endpoint({
    method: 'POST',
    path: `${BASE}/apps`,
    body: createAppSchema,
    response: appsAnswerSchema,
  }),
  referrals: endpoint({
    method: 'GET',
    path: `${BASE}/referrals`,
    response: referralsAnswerSchema,
  }),
  /** A 201 with the caller's referrals. */
  refer: endpoint({
    method: 'POST',
    path: `${BASE}/referrals`,
    body: referSchema,
    response: referralsAnswerSchema,
  }),
}
