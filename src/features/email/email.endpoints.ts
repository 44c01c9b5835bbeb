/** The email app's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  draftInputSchema,
  emailListQuerySchema,
  emailListSchema,
  emailSchema,
  getEmailQuerySchema,
  openedEmailSchema,
  paginateQuerySchema,
  sendInputSchema,
  updatedSchema,
  updateEmailsSchema,
  updateLabelSchema,
} from './email.schema'

const BASE = '/apps/email'

export const emailEndpoints = {
  emails: endpoint({
    method: 'GET',
    path: `${BASE}/emails`,
    query: emailListQuerySchema,
    response: emailListSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: `${BASE}/update-emails`,
    body: updateEmailsSchema,
    response: updatedSchema,
  }),
  updateLabel: endpoint({
    method: 'POST',
    path: `${BASE}/update-emails-label`,
    body: updateLabelSchema,
    response: updatedSchema,
  }),
  getEmail: endpoint({
    method: 'GET',
    path: `${BASE}/get-email`,
    query: getEmailQuerySchema,
    response: openedEmailSchema,
  }),
  paginate: endpoint({
    method: 'GET',
    path: `${BASE}/paginate-email`,
    query: paginateQuerySchema,
    response: emailSchema,
  }),
  // Both take the compose body; sending also needs a recipient.
  send: endpoint({
    method: 'POST',
    path: `${BASE}/send`,
    body: sendInputSchema,
    response: emailSchema,
  }),
  saveDraft: endpoint({
    method: 'POST',
    path: `${BASE}/save-draft`,
    body: draftInputSchema,
    response: emailSchema,
  }),
}
