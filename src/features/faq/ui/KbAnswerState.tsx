import { Skeleton } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { isApiError } from '@/shared/api/errors'
import { KbNotFound } from './KbNotFound'
import { LoadFailed } from './LoadFailed'

interface Props {
  /** The page's query, not (yet) answered. */
  answer: UseQueryResult<unknown>
  what: 'category' | 'question'
  slug: string
  /** The skeleton's height: about the page's. */
  height: number
}

/** A knowledge-base page until its answer is there: unknown (404), failed (retry), or loading. */
export function KbAnswerState({ answer, what, slug, height }: Props) {
  if (answer.isError && isApiError(answer.error) && answer.error.status === 404)
    return <KbNotFound what={what} slug={slug} />
  if (answer.isError) return <LoadFailed onRetry={() => void answer.refetch()} />
  return <Skeleton h={height} radius="md" aria-busy="true" data-testid="kb-loading" />
}
