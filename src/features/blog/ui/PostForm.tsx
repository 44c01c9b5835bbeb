import {
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { IconDeviceFloppy, IconEye } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { RichTextField } from '@/shared/ui/RichTextField'
import { BLOG_CATEGORIES, EXCERPT_MAX, POST_STATUSES } from '../blog.schema'
import { AuthorLine } from './AuthorLine'
import { FeaturedImageField } from './FeaturedImageField'
import type { PostFormValues } from './post-form'
import { usePostForm } from './use-post-form'

interface Props {
  initial: PostFormValues
  /** The post being edited; none for a new one. */
  id?: number
  author: { avatar: string; name: string; createdTime?: string }
}

/** The post editor: title, slug, categories, status, excerpt, tags, content and picture. */
export function PostForm({ initial, id, author }: Props) {
  const { t } = useTranslation('blog')
  const { form, editor, setTitle, setSlug, slugByHand, submit, saving } = usePostForm(initial, id)
  const title = form.getInputProps('blogTitle')
  const slug = form.getInputProps('slug')
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz="h3">
          {id === undefined ? t('blog.edit.newTitle') : t('blog.edit.title')}
        </Title>
        {id !== undefined && (
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/pages/blog/detail/$id" params={{ id: String(id) }} />
            )}
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t('blog.edit.view')}
          </Button>
        )}
      </Group>
      <Card padding="lg">
        <form onSubmit={submit} noValidate aria-label={t('blog.edit.formLabel')}>
          <Stack gap="md">
            {author.createdTime ? (
              <AuthorLine avatar={author.avatar} name={author.name} at={author.createdTime} />
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('blog.edit.postTitle')}
                withAsterisk
                dir="auto"
                {...title}
                onChange={(event) => setTitle(event.currentTarget.value)}
              />
              <TextInput
                label={t('blog.edit.slug')}
                description={slugByHand ? t('blog.edit.slugOwn') : t('blog.edit.slugFollows')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                withAsterisk
                dir="ltr"
                {...slug}
                onChange={(event) => setSlug(event.currentTarget.value)}
              />
              <MultiSelect
                label={t('blog.edit.categories')}
                withAsterisk
                data={BLOG_CATEGORIES.map(({ value, label }) => ({
                  value,
                  label: t(`blog.categories.${value}`, label),
                }))}
                {...form.getInputProps('blogCategories')}
              />
              <Select
                label={t('blog.edit.status')}
                withAsterisk
                allowDeselect={false}
                data={POST_STATUSES.map((status) => ({
                  value: status,
                  label: t(`blog.status.${status}`),
                }))}
                {...form.getInputProps('status')}
              />
            </SimpleGrid>
            <Textarea
              label={t('blog.edit.excerpt')}
              description={t('blog.edit.excerptHint', { max: EXCERPT_MAX })}
              dir="auto"
              autosize
              minRows={2}
              maxRows={5}
              {...form.getInputProps('excerpt')}
            />
            <TagsInput
              label={t('blog.edit.tags')}
              description={t('blog.edit.tagsHint')}
              maxTags={8}
              {...form.getInputProps('tags')}
            />
            <RichTextField
              editor={editor}
              label={t('blog.edit.content')}
              error={form.errors.content}
              minHeight={240}
            />
            <FeaturedImageField
              value={form.getValues().featuredImage}
              onChange={(image) => form.setFieldValue('featuredImage', image)}
              error={form.errors.featuredImage}
            />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to="/pages/blog/list" variant="default">
                {t('blog.edit.cancel')}
              </Button>
              <Button
                type="submit"
                loading={saving}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              >
                {t('blog.edit.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  )
}
