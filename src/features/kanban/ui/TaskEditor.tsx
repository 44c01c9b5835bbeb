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
import { useTranslation } from 'react-i18next'
import {
  DESCRIPTION_MAX,
  LABEL_MAX,
  TITLE_MAX,
  suggestedLabels,
  type Assignee,
  type Board,
  type Task,
} from '../kanban.schema'
import { AttachmentsField } from './AttachmentsField'
import { CoverField } from './CoverField'
import { useAssignees } from '../api/kanban.queries'
import { useTaskForm } from './use-task-form'

const NO_TEAM: Assignee[] = []

interface TaskEditorProps {
  task: Task
  boards: Board[]
  onSaved: () => void
}

/** The drawer's form: every field of a task, saved together with update-task. */
export function TaskEditor({ task, boards, onSaved }: TaskEditorProps) {
  const { t } = useTranslation('kanban')
  const team = useAssignees().data ?? NO_TEAM
  const { form, submit, people, saving } = useTaskForm(
    task,
    () => {
      notifications.show({ color: 'green', message: t('kanban.drawer.saved') })
      onSaved()
    },
    team,
  )
  // A picked file that cannot be kept is said at once; nothing was sent.
  const warn = (message: string) => notifications.show({ color: 'red', message })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('kanban.drawer.title')}
          required
          maxLength={TITLE_MAX}
          {...form.getInputProps('title')}
        />
        <Select
          label={t('kanban.drawer.board')}
          data={boards.map((board) => ({ value: board.id, label: board.title }))}
          allowDeselect={false}
          {...form.getInputProps('boardId')}
        />
        <TagsInput
          label={t('kanban.drawer.labels')}
          placeholder={t('kanban.drawer.labelsPlaceholder')}
          data={[...suggestedLabels]}
          maxTags={20}
          clearable
          {...form.getInputProps('labels')}
          onChange={(next) =>
            form.setFieldValue(
              'labels',
              next.map((label) => label.trim().slice(0, LABEL_MAX)).filter(Boolean),
            )
          }
        />
        <DatePickerInput
          label={t('kanban.drawer.dueDate')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          valueFormat="D MMM YYYY"
          {...form.getInputProps('day')}
        />
        <MultiSelect
          label={t('kanban.drawer.assignees')}
          placeholder={t('kanban.drawer.assigneesPlaceholder')}
          data={[...people.keys()]}
          searchable
          {...form.getInputProps('assignees')}
          renderOption={({ option }) => (
            <Group gap="sm" wrap="nowrap">
              <Avatar
                src={people.get(option.value)?.img || null}
                name={option.value}
                alt=""
                size={24}
                radius="xl"
              />
              <Text size="sm">{option.value}</Text>
            </Group>
          )}
        />
        <CoverField
          value={form.values.coverImage}
          onChange={(cover) => form.setFieldValue('coverImage', cover)}
          onError={warn}
        />
        <AttachmentsField
          value={form.values.attachments}
          onChange={(attachments) => form.setFieldValue('attachments', attachments)}
          onError={warn}
        />
        <Textarea
          label={t('kanban.drawer.description')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('kanban.drawer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
