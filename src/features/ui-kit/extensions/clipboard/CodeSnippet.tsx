import { Box, Button, Code, CopyButton, Text } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './Clipboard.module.css'

/** A code block under its caption, with its copy button in the corner, as in developer docs. */
export function CodeSnippet({ code, label }: { code: string; label: string }) {
  const { t: k } = useTranslation('ui-kit/extensions-clipboard', {
    keyPrefix: 'uiKit.extensions-clipboard',
  })
  const caption = useId()
  return (
    <Box component="figure" m={0} aria-labelledby={caption}>
      <Text id={caption} component="figcaption" fz="sm" fw={500} mb={6}>
        {label}
      </Text>
      <Box className={classes.snippet} dir="ltr">
        <Code block className={classes.code}>
          {code}
        </Code>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant={copied ? 'filled' : 'default'}
              color={copied ? 'teal' : undefined}
              className={classes.snippetButton}
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
              }
              aria-label={k(copied ? 'copiedField' : 'copy', { what: label })}
            >
              {copied ? k('copied') : k('copyShort')}
            </Button>
          )}
        </CopyButton>
      </Box>
    </Box>
  )
}
