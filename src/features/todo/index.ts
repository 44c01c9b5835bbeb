import { lazyPage } from '@/shared/ui/lazy-page'

export { todoManifest } from './todo.manifest'
export const TodoPage = lazyPage(() => import('./ui/TodoPage').then((m) => m.TodoPage))
export { todoSearchSchema, parseTodoFilter, parseTodoTag, type TodoSearch } from './ui/todo-search'
export type { Task, TodoFilter, TodoTag, TodoSort } from './todo.schema'
