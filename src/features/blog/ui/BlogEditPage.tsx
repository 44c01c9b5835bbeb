import { Alert, Button, Skeleton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/shared/api/errors'
import { useSession } from '@/shared/auth/session'
import { usePostForEdit } from '../api/blog.queries'
import { blankPost, valuesOf } from './post-form'
import { PostForm } from './PostForm'
import { PostNotFound } from './PostNotFound'

/** `/pages/blog/edit/{id}`. */
export function BlogEditPage({ id }: { id: number }) {
  const { t } = useTranslation('blog')
  const post = usePostForEdit(id)
  if (post.isError && isApiError(post.error) && post.error.status === 404)
    return <PostNotFound id={id} />
  if (post.isError)
    return (
      <Alert color="red" title={t('blog.errors.load')}>
        <Button size="xs" variant="light" color="red" onClick={() => void post.refetch()}>
          {t('blog.errors.retry')}
        </Button>
      </Alert>
    )
  if (!post.data) return <Skeleton h={700} radius="md" aria-busy="true" />
  const edit = post.data
  return (
    <PostForm
      // A new post's form, once saved, becomes this post's: start it afresh from the server.
      key={edit.id}
      id={edit.id}
      initial={valuesOf(edit)}
      author={{ avatar: edit.avatar, name: edit.userFullName, createdTime: edit.createdTime }}
    />
  )
}

/** `/pages/blog/edit/new`: a blank draft, the signed-in user as its author. */
export function BlogNewPage() {
  const user = useSession((state) => state.user)
  return (
    <PostForm
      initial={blankPost}
      author={{ avatar: user?.avatar ?? '', name: user?.fullName ?? '' }}
    />
  )
}
