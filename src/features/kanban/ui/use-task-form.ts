/** The task drawer's form: @mantine/form checked by the contract, the API's errors on fields. */
import { useForm } from '@mantine/form'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useUpdateTask } from '../api/kanban.queries'
import type { Assignee, Task } from '../kanban.schema'
import {
  TASK_FORM_ERRORS,
  peopleFor,
  taskChanges,
  taskFormSchema,
  taskFormValues,
  type TaskFormValues,
} from './task-form'

/** `team`: who may be assigned besides those the task names (the drawer loads it). */
export function useTaskForm(task: Task, onSaved: () => void, team: readonly Assignee[] = []) {
  const { t } = useTranslation('kanban')
  const update = useUpdateTask()
  const people = useMemo(() => peopleFor(task, team), [task, team])
  const form = useForm<TaskFormValues>({
    initialValues: taskFormValues(task),
    validate: schemaValidate(taskFormSchema, {
      messages: { title: t('kanban.drawer.titleRequired') },
    }),
    // An emptied title says so at once, as it did before the form had a schema.
    validateInputOnChange: ['title'],
  })

  const submit = form.onSubmit((values) =>
    update.mutate(taskChanges(task, values, people), {
      onSuccess: onSaved,
      onError: (error) => form.setErrors(fieldErrorsFrom(error, TASK_FORM_ERRORS)),
    }),
  )

  return { form, submit, people, saving: update.isPending }
}
