import {
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconKey } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { API_KEY_NAME_MAX, API_KEY_RESOURCES, type ApiKeyScope } from '../api-keys.schema'
import { SecretDialog } from './SecretDialog'
import { useCreateKeyForm } from './use-create-key-form'
import classes from './ApiKeys.module.css'

/** Name a key, pick what it may read and write, and get its secret once. */
export function CreateKeyCard() {
  const { t } = useTranslation('api-keys')
  const titleId = useId()
  const { form, submit, saving, created, dismiss } = useCreateKeyForm()
  return (
    <Card component="section" aria-labelledby={titleId} padding="xl">
      <Title order={2} fz="h4" id={titleId}>
        {t('apiKeys.form.title')}
      </Title>
      <Text fz="sm" c="dimmed" mt={4} mb="lg">
        {t('apiKeys.form.hint')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <div className={classes.formRow}>
            <TextInput
              label={t('apiKeys.form.name')}
              placeholder={t('apiKeys.form.namePlaceholder')}
              maxLength={API_KEY_NAME_MAX}
              withAsterisk
              {...form.getInputProps('name')}
            />
            <Checkbox.Group<ApiKeyScope>
              label={t('apiKeys.form.scopes')}
              description={t('apiKeys.form.scopesHint')}
              withAsterisk
              {...form.getInputProps('scopes')}
              onChange={(value) => form.setFieldValue('scopes', value)}
            >
              <SimpleGrid cols={{ base: 1, xs: 3 }} mt="xs" spacing="md">
                {API_KEY_RESOURCES.map((resource) => (
                  <Stack key={resource} gap={8}>
                    <Text fz="sm" fw={600}>
                      {t(`apiKeys.resources.${resource}`)}
                    </Text>
                    {(['read', 'write'] as const).map((access) => (
                      <Checkbox
                        key={access}
                        value={`${resource}:${access}`}
                        label={t(`apiKeys.access.${access}`)}
                        aria-label={t('apiKeys.scope', {
                          resource: t(`apiKeys.resources.${resource}`),
                          access: t(`apiKeys.access.${access}`),
                        })}
                      />
                    ))}
                  </Stack>
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </div>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconKey size={18} aria-hidden />}>
              {t('apiKeys.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SecretDialog created={created} onClose={dismiss} />
    </Card>
  )
}
