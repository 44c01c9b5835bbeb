/** The kanban contract: zod schemas shared by the handlers and the client. */
import { z } from 'zod'
import { idInput } from '@/shared/contract/zod'

export const TITLE_MAX = 200
export const BOARD_TITLE_MAX = 60
export const LABEL_MAX = 40
export const COMMENT_MAX = 2000
export const DESCRIPTION_MAX = 10_000
/** Data URLs of pictures and files are stored inline; 4 MB of text keeps IndexedDB sane. */
export const IMAGE_MAX = 4_000_000

const trimmed = (max: number, what: string) =>
  z.string().trim().min(1, `${what} cannot be empty`).max(max, `At most ${max} characters`)

/** A picture the page may show in an `<img>`: a data URL of an image, or a path or web address. */
export const imageSource = z
  .string()
  .max(IMAGE_MAX, 'The file is too large')
  .regex(
    /^(data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=]+|\/[^\s]*|https?:\/\/[^\s]+)$/i,
    'Expected an image data URL or an image path',
  )

/** A file kept inline so it opens offline: a base64 data URL of any type. */
export const fileSource = z
  .string()
  .max(IMAGE_MAX, 'The file is too large')
  .regex(
    /^data:[a-z0-9.+-]+\/[a-z0-9.+-]+(;[a-z0-9.+=-]+)*;base64,[a-z0-9+/=]*$/i,
    'Expected a data URL',
  )

/** A due date: a calendar day (`2026-11-24`) or an ISO instant. */
export const dueDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Expected an ISO date',
})

export const boardIdSchema = z
  .string({ error: 'Expected a board id' })
  .trim()
  .min(1, 'A board id cannot be empty')
  .max(80, 'At most 80 characters')

export const boardSchema = z.object({ id: z.string(), title: z.string() })

export const attachmentSchema = z
  .object({
    name: trimmed(255, 'A file name'),
    img: imageSource,
    /** Bytes, kept when the file came from the page. */
    size: z.number().int().nonnegative().optional(),
    /** The file itself, when it is not a picture (a picture is its own `img`). */
    url: fileSource.optional(),
  })
  .strict()

export const commentSchema = z
  .object({
    name: trimmed(120, 'A name'),
    img: imageSource,
    comment: trimmed(COMMENT_MAX, 'A comment'),
  })
  .strict()

/** A person on a task; `img` is empty for a user record without a picture (initials show). */
export const assigneeSchema = z
  .object({ title: trimmed(120, 'A name'), img: z.union([z.literal(''), imageSource]) })
  .strict()
export const assigneesSchema = z.array(assigneeSchema)

export const labelsSchema = z
  .array(trimmed(LABEL_MAX, 'A label'))
  .max(20, 'At most 20 labels')
  .transform((labels) => [...new Set(labels)])

export const taskSchema = z.object({
  id: z.number(),
  title: z.string(),
  boardId: z.string(),
  description: z.string(),
  dueDate: z.string(),
  labels: z.array(z.string()),
  coverImage: z.string().optional(),
  attachments: z.array(attachmentSchema),
  comments: z.array(commentSchema),
  assignedTo: z.array(assigneeSchema),
})

export const boardsSchema = z.array(boardSchema)
export const tasksSchema = z.array(taskSchema)
export const newTaskSchema = z.object({ newTask: taskSchema })
/** What a delete (or a board's clearing) answers: the id it was given. */
export const deletedBoardSchema = z.object({ id: z.string() })
export const deletedTaskSchema = z.object({ id: z.number() })

/** Every write carries its input in `data`, as the product's endpoints always have. */
const wrap = <T extends z.ZodType>(data: T) => z.object({ data })

export const reorderTasksInput = wrap(z.object({ taskId: idInput, targetTaskId: idInput }))
export const updateTaskBoardInput = wrap(z.object({ taskId: idInput, newBoardId: boardIdSchema }))
export const addTaskInput = wrap(
  z.object({
    title: trimmed(TITLE_MAX, 'A title'),
    boardId: boardIdSchema,
    description: z.string().max(DESCRIPTION_MAX).optional(),
  }),
)
export const addBoardInput = wrap(
  z.object({ id: boardIdSchema, title: trimmed(BOARD_TITLE_MAX, 'A title') }),
)
export const updateBoardInput = addBoardInput

/** The fields of a task an edit may change: anything else (or a new `id`) is a 400. */
export const taskChangesSchema = z
  .object({
    title: trimmed(TITLE_MAX, 'A title'),
    boardId: boardIdSchema,
    description: z.string().max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters`),
    dueDate: dueDateSchema,
    labels: labelsSchema,
    /** `null` removes the cover. */
    coverImage: imageSource.nullable(),
    attachments: z.array(attachmentSchema).max(50, 'At most 50 attachments'),
    comments: z.array(commentSchema).max(500, 'At most 500 comments'),
    assignedTo: z.array(assigneeSchema).max(30, 'At most 30 assignees'),
  })
  .partial()
  .strict()

export const updateTaskInput = wrap(taskChangesSchema.extend({ id: idInput }).strict())
export const boardIdInput = wrap(boardIdSchema)
export const taskIdInput = wrap(idInput)

export type Board = z.infer<typeof boardSchema>
export type Task = z.infer<typeof taskSchema>
export type Attachment = z.infer<typeof attachmentSchema>
export type TaskComment = z.infer<typeof commentSchema>
export type Assignee = z.infer<typeof assigneeSchema>
export type TaskChanges = z.input<typeof taskChangesSchema>

/** Labels offered in the drawer; any other text is a label too. */
export const suggestedLabels = [
  'Claims',
  'Renewals',
  'Underwriting',
  'Compliance',
  'Marketing',
  'Customer',
  'Urgent',
] as const
