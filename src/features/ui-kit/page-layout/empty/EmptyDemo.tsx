import { LayoutExplainer } from '../LayoutExplainer'

export function Demo() {
  return <LayoutExplainer name="empty" override={{}} />
}
