import {
  Avatar,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { notifications } from '@mantine/notifications'
import { IconCalendar } from '@tabler/icons-react'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateTask } from '../api/kanban.queries'
import { kanbanPeople, suggestedLabels } from '../kanban.schema'
import {
  DESCRIPTION_MAX,
  LABEL_MAX,
  TITLE_MAX,
  type Assignee,
  type Board,
  type Task,
} from '../kanban.schema'
import { AttachmentsField } from './AttachmentsField'
import { CoverField } from './CoverField'
import { dayOf, dueDateFromDay } from './kanban-format'

interface TaskEditorProps {
  task: Task
  boards: Board[]
  onSaved: () => void
}

/** The drawer's form: every field of a task, saved together with update-task. */
export function TaskEditor({ task, boards, onSaved }: TaskEditorProps) {
  const { t } = useTranslation()
  const update = useUpdateTask()
  const [title, setTitle] = useState(task.title)
  const [boardId, setBoardId] = useState(task.boardId)
  const [labels, setLabels] = useState(task.labels)
  const [day, setDay] = useState<string | null>(dayOf(task.dueDate))
  const [assignees, setAssignees] = useState(task.assignedTo.map((person) => person.title))
  const [cover, setCover] = useState<string | null>(task.coverImage ?? null)
  const [attachments, setAttachments] = useState(task.attachments)
  const [description, setDescription] = useState(task.description)
  const warn = (message: string) => notifications.show({ color: 'red', message })

  // Everyone the task already names stays choosable, even if not on the team list.
  const people = useMemo(() => {
    const byName = new Map<string, Assignee>(kanbanPeople.map((person) => [person.title, person]))
    for (const person of task.assignedTo)
      if (!byName.has(person.title)) byName.set(person.title, person)
    return byName
  }, [task.assignedTo])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim()) return
    update.mutate(
      {
        id: task.id,
        title: title.trim(),
        boardId,
        labels,
        description,
        dueDate: day
          ? day === dayOf(task.dueDate)
            ? task.dueDate
            : dueDateFromDay(day)
          : task.dueDate,
        assignedTo: assignees.flatMap((name) => people.get(name) ?? []),
        coverImage: cover,
        attachments,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('kanban.drawer.saved') })
          onSaved()
        },
        onError: () => warn(t('kanban.failed')),
      },
    )
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('kanban.drawer.title')}
          required
          maxLength={TITLE_MAX}
          value={title}
          error={title.trim() ? undefined : t('kanban.drawer.titleRequired')}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Select
          label={t('kanban.drawer.board')}
          data={boards.map((board) => ({ value: board.id, label: board.title }))}
          value={boardId}
          allowDeselect={false}
          onChange={(value) => value && setBoardId(value)}
        />
        <TagsInput
          label={t('kanban.drawer.labels')}
          placeholder={t('kanban.drawer.labelsPlaceholder')}
          data={[...suggestedLabels]}
          value={labels}
          maxTags={20}
          onChange={(next) =>
            setLabels(next.map((label) => label.trim().slice(0, LABEL_MAX)).filter(Boolean))
          }
          clearable
        />
        <DatePickerInput
          label={t('kanban.drawer.dueDate')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={day}
          onChange={setDay}
          valueFormat="D MMM YYYY"
        />
        <MultiSelect
          label={t('kanban.drawer.assignees')}
          placeholder={t('kanban.drawer.assigneesPlaceholder')}
          data={[...people.keys()]}
          value={assignees}
          onChange={setAssignees}
          searchable
          renderOption={({ option }) => (
            <Group gap="sm" wrap="nowrap">
              <Avatar src={people.get(option.value)?.img} alt="" size={24} radius="xl" />
              <Text size="sm">{option.value}</Text>
            </Group>
          )}
        />
        <CoverField value={cover} onChange={setCover} onError={warn} />
        <AttachmentsField value={attachments} onChange={setAttachments} onError={warn} />
        <Textarea
          label={t('kanban.drawer.description')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!title.trim()}>
            {t('kanban.drawer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
