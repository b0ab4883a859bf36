import { DesignerFullScreen } from './DesignerScreen';

/** `/admin/config3?id=`: the designer in code mode, the page's JSON beside its live preview. */
export default function DesignerCodeScreen() {
  return <DesignerFullScreen mode="code" />;
}
