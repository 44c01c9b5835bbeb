import { Alert, List } from '@mantine/core'
import type { FileRejection } from '@mantine/dropzone'
import { IconAlertCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { refusalsOf } from './upload-rules'

interface Props {
  refused: FileRejection[]
  onDismiss: () => void
}

/** The files the last drop refused, each by name with every reason, read out as they come. */
export function RefusedFiles({ refused, onDismiss }: Props) {
  const { i18n } = useTranslation('ui-kit/form-elements-file-uploader')
  const { t: k } = useTranslation('ui-kit/form-elements-file-uploader', {
    keyPrefix: 'uiKit.form-elements-file-uploader',
  })
  return (
    <div role="alert">
      {refused.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={k('refused.title', { count: refused.length })}
          withCloseButton
          closeButtonLabel={k('refused.dismiss')}
          onClose={onDismiss}
        >
          <List size="sm" data-testid="refused-files">
            {refused.map(({ file, errors }, index) => (
              <List.Item key={`${file.name}-${index}-${errors.length}`}>
                {k('refused.line', {
                  name: file.name,
                  reasons: refusalsOf({ file, errors }, i18n.language)
                    .map((reason) => k(`errors.${reason.key}`, reason.values))
                    .join('; '),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </div>
  )
}
