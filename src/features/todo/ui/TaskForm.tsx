import { Alert, Button, Group, MultiSelect, Stack, Switch, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import type { z } from 'zod'
import { notifications } from '@mantine/notifications'
import { IconArrowBackUp, IconCalendar, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { RichTextField, useRichText } from '@/shared/ui/RichTextField'
import { TODO_TAGS, taskPatchSchema, type Task } from '../todo.schema'
import { useAddTask, useDeleteTask, useUpdateTask } from '../api/todo.queries'
import { AssigneeSelect } from './AssigneeSelect'
import { cleanHtml, dueDay } from './todo-format'

/** The contract's rules for the fields this form edits (the description is the editor's). */
const taskFormSchema = taskPatchSchema
  .pick({
    title: true,
    assignee: true,
    dueDate: true,
    tags: true,
    isImportant: true,
    isCompleted: true,
  })
  .required()
type Values = z.input<typeof taskFormSchema>

/** The API's body is `{ task }`; its field errors land on the form's fields. */
const API_ERRORS = {
  fields: [...Object.keys(taskFormSchema.shape), 'description'],
  prefix: 'task.',
}

interface Props {
  /** The task to edit; none to add one. */
  task?: Task
  onDone: () => void
}

export function TaskForm({ task, onDone }: Props) {
  const { t } = useTranslation('todo')
  const add = useAddTask()
  const update = useUpdateTask()
  const remove = useDeleteTask()
  const form = useForm<Values>({
    initialValues: {
      title: task?.title ?? '',
      assignee: task?.assignee ?? null,
      dueDate: dueDay(task?.dueDate ?? null),
      tags: task?.tags ?? [],
      isImportant: task?.isImportant ?? false,
      isCompleted: task?.isCompleted ?? false,
    },
    validate: schemaValidate(taskFormSchema, {
      messages: { title: t('todo.drawer.titleRequired') },
    }),
  })
  const editor = useRichText({
    content: cleanHtml(task?.description ?? ''),
    label: t('todo.drawer.description'),
    placeholder: t('todo.drawer.descriptionPlaceholder'),
  })

  // The toast comes from the mutation; a field the API names shows its message too.
  const fail = (error: Error) => form.setErrors(fieldErrorsFrom(error, API_ERRORS))
  const done = (message: string) => {
    notifications.show({ color: 'green', message })
    onDone()
  }

  const submit = form.onSubmit((values) => {
    const description = editor && !editor.isEmpty ? editor.getHTML() : ''
    const fields = { ...values, title: values.title.trim(), description }
    if (task) {
      // A due date stored with a time keeps it unless the day changed.
      const dueDate = values.dueDate === dueDay(task.dueDate) ? task.dueDate : values.dueDate
      update.mutate(
        { id: task.id, ...fields, dueDate },
        { onSuccess: () => done(t('todo.drawer.saved')), onError: fail },
      )
    } else {
      add.mutate(fields, { onSuccess: () => done(t('todo.drawer.added')), onError: fail })
    }
  })

  const restore = () =>
    task &&
    update.mutate({ id: task.id, isDeleted: false }, { onSuccess: () => done(t('todo.restored')) })
  const softDelete = () =>
    task && remove.mutate(task.id, { onSuccess: () => done(t('todo.deleted')) })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {task?.isDeleted && (
          <Alert color="gray" variant="light">
            {t('todo.drawer.isDeleted')}
          </Alert>
        )}
        <TextInput
          label={t('todo.drawer.titleLabel')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('title')}
        />
        <AssigneeSelect
          value={form.values.assignee}
          onChange={(assignee) => form.setFieldValue('assignee', assignee)}
        />
        <DatePickerInput
          label={t('todo.drawer.dueDate')}
          placeholder={t('todo.drawer.pickDate')}
          valueFormat="D MMMM YYYY"
          leftSection={<IconCalendar size={16} aria-hidden />}
          clearable
          highlightToday
          clearButtonProps={{ 'aria-label': t('todo.drawer.clearDate') }}
          value={form.values.dueDate}
          onChange={(value) => form.setFieldValue('dueDate', value ? dueDay(String(value)) : null)}
        />
        <MultiSelect
          label={t('todo.drawer.tags')}
          placeholder={form.values.tags.length ? undefined : t('todo.drawer.pickTags')}
          data={TODO_TAGS.map((tag) => ({ value: tag, label: t(`todo.tag.${tag}`) }))}
          value={form.values.tags}
          onChange={(tags) =>
            form.setFieldValue(
              'tags',
              TODO_TAGS.filter((tag) => tags.includes(tag)),
            )
          }
        />
        <RichTextField
          editor={editor}
          label={t('todo.drawer.description')}
          error={form.errors.description?.toString()}
        />
        <Group gap="xl">
          <Switch
            label={t('todo.drawer.important')}
            {...form.getInputProps('isImportant', { type: 'checkbox' })}
          />
          <Switch
            label={t('todo.drawer.completed')}
            {...form.getInputProps('isCompleted', { type: 'checkbox' })}
          />
        </Group>
        <Group justify="space-between" mt="sm">
          {task ? (
            task.isDeleted ? (
              <Button
                variant="light"
                leftSection={<IconArrowBackUp size={16} />}
                loading={update.isPending}
                onClick={restore}
              >
                {t('todo.drawer.restore')}
              </Button>
            ) : (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                onClick={softDelete}
              >
                {t('todo.drawer.delete')}
              </Button>
            )
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('todo.drawer.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              {task ? t('todo.drawer.save') : t('todo.drawer.create')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  )
}
