import 'mantine-contextmenu/styles.layer.css'
import { ContextMenuProvider } from 'mantine-contextmenu'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { PolicyRows } from './PolicyRows'

/**
 * mantine-contextmenu on a list of policies. Its provider is mounted here, not in the app: only
 * this page uses it, and its code and styles load with this page.
 */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-context-menu', {
    keyPrefix: 'uiKit.extensions-context-menu',
  })
  return (
    <ContextMenuProvider shadow="md" borderRadius="md">
      <DemoSection title={k('section.title')} description={k('section.description')}>
        <PolicyRows />
      </DemoSection>
    </ContextMenuProvider>
  )
}
