import { LayoutExplainer } from '../LayoutExplainer'

export function Demo() {
  return <LayoutExplainer name="without-menu" override={{ settings: { menuHidden: true } }} />
}
