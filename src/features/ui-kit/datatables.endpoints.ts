/**
 * The data tables' endpoints (shared/contract/endpoint.ts): each declared once, here. Their
 * worker is mocks/datatables, their pages the UI kit's (the contract names them apart).
 */
import { z } from 'zod'
import { endpoint } from '@/shared/contract/endpoint'
import {
  dataTableAnswerSchema,
  dataTableQuerySchema,
  dataTableRowSchema,
} from './datatables.schema'

export const datatablesEndpoints = {
  initialData: endpoint({
    method: 'GET',
    path: '/api/datatables/initial-data',
    response: z.array(dataTableRowSchema),
  }),
  data: endpoint({
    method: 'GET',
    path: '/api/datatables/data',
    query: dataTableQuerySchema,
    response: dataTableAnswerSchema,
  }),
}
