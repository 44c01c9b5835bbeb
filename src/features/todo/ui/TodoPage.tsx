import { Drawer, Paper, Text, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TodoFilter, TodoTag } from '../todo.schema'
import { useTasks, useUpdateTask } from '../api/todo.queries'
import type { TodoSearch } from './todo-search'
import { TaskDrawer } from './TaskDrawer'
import { TaskList } from './TaskList'
import { TodoSidebar } from './TodoSidebar'
import { TodoToolbar } from './TodoToolbar'
import classes from './TodoPage.module.css'

interface Props {
  filter?: TodoFilter
  tag?: TodoTag
  search: TodoSearch
  onSearch: (next: TodoSearch) => void
}

/** Filters and tags on the left (a drawer on a phone), the tasks on the right, edits in a drawer. */
export function TodoPage({ filter, tag, search, onSearch }: Props) {
  const { t } = useTranslation('todo')
  const phone = useMediaQuery('(max-width: 48em)') ?? false
  const [menu, setMenu] = useState(false)
  const [adding, setAdding] = useState(false)
  const q = search.q ?? ''
  const sortBy = search.sortBy ?? 'latest'
  const list = useTasks({ filter, tag, q: q.trim() || undefined, sortBy })
  const update = useUpdateTask()
  const view = tag ? t(`todo.tag.${tag}`) : t(`todo.filter.${filter ?? 'all'}`)
  const editing = list.data?.find((task) => task.id === search.task)
  const openAdd = () => {
    setMenu(false)
    setAdding(true)
  }
  const closeDrawer = () => {
    setAdding(false)
    if (search.task !== undefined) onSearch({ ...search, task: undefined })
  }

  const sidebar = (
    <TodoSidebar
      filter={filter}
      tag={tag}
      sortBy={search.sortBy}
      onAdd={openAdd}
      onNavigate={() => setMenu(false)}
    />
  )

  return (
    <Paper withBorder className={classes.root}>
      <VisuallyHidden component="h1">{t('todo.heading', { view })}</VisuallyHidden>
      {phone ? (
        <Drawer opened={menu} onClose={() => setMenu(false)} title={t('todo.menu')} size={280}>
          {sidebar}
        </Drawer>
      ) : (
        <aside className={classes.sidebar}>{sidebar}</aside>
      )}
      <section className={classes.main} aria-label={view}>
        <TodoToolbar
          q={q}
          sortBy={sortBy}
          phone={phone}
          menuOpened={menu}
          onMenu={() => setMenu(true)}
          onQuery={(next) => onSearch({ ...search, q: next.trim() ? next : undefined })}
          onSort={(next) => onSearch({ ...search, sortBy: next === 'latest' ? undefined : next })}
        />
        <div className={classes.listHead}>
          <Text fw={600} size="sm">
            {view}
          </Text>
          {list.data && (
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('todo.count', { count: list.data.length })}
            </Text>
          )}
        </div>
        <div className={classes.scroll}>
          <TaskList
            tasks={list.data}
            isError={list.isError}
            filter={filter}
            tag={tag}
            q={q}
            onRetry={() => void list.refetch()}
            onOpen={(task) => onSearch({ ...search, task: task.id })}
            onUpdate={(patch) => update.mutate(patch)}
            onAdd={openAdd}
            onClearSearch={() => onSearch({ ...search, q: undefined })}
          />
        </div>
      </section>
      <TaskDrawer
        opened={adding || editing !== undefined}
        task={adding ? undefined : editing}
        phone={phone}
        onClose={closeDrawer}
      />
    </Paper>
  )
}
