import { LayoutExplainer } from '../LayoutExplainer'

export function Demo() {
  return <LayoutExplainer name="boxed" override={{ settings: { contentWidth: 'boxed' } }} />
}
