import { LoadedDesigner } from './DesignerScreen';

/**
 * The designer inside the workbench's page pane (/admin/config): its own chunk, so the catalog tree opens without it
 * and staff never download it. `epoch` reloads the draft after a version is restored there.
 */
export default function DesignerPane({ pageId, epoch }: { pageId: number; epoch: number }) {
  return (
    <div data-testid="designer-pane">
      <LoadedDesigner key={pageId} pageId={pageId} mode="visual" epoch={epoch} />
    </div>
  );
}
