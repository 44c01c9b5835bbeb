import { LayoutExplainer } from '../LayoutExplainer'

export function Demo() {
  return <LayoutExplainer name="blank" override={{ shell: 'blank' }} />
}
