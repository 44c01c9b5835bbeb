import { LayoutExplainer } from '../LayoutExplainer'

export function Demo() {
  return <LayoutExplainer name="collapsed-menu" override={{ settings: { menuCollapsed: true } }} />
}
