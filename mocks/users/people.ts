/**
 * The agency's people as the other apps pick them: todo and kanban assignees and calendar
 * guests all come from the user records. Who is offered: every active user (a suspended or
 * pending user keeps the tasks and events that name them, but is not offered for new ones),
 * alphabetically.
 */
import { users, type UserRow } from './users.table'

export const activePeople = (): Promise<UserRow[]> =>
  users()
    .where('status')
    .equals('active')
    .toArray()
    .then((rows) => rows.sort((a, b) => a.fullName.localeCompare(b.fullName, 'es')))
