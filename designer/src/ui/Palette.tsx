import { Button } from 'antd';
import type { Lang } from '@tessera/schema/rules';
import { addFromPalette } from '../commands/sections';
import { useDesignerStore } from '../edit/hooks';
import { useText } from '../i18n';
import { PALETTE, PALETTE_KEYS } from '../kinds/registry';
import { endPaletteDrag, startPaletteDrag } from './canvas/palette-drag';

/**
 * The kinds an admin can add; a click adds one (a section lands at the bottom of the grid, selected), a section kind
 * dragged onto the grid lands where it is let go.
 */
export default function Palette({ lang }: { lang: Lang }) {
  const t = useText();
  const store = useDesignerStore();
  return (
    <nav className="ts-designer-palette" aria-label={t('ui.palette')} data-testid="designer-palette">
      <div className="ts-designer-panel-title">{t('ui.palette')}</div>
      {PALETTE_KEYS.map((key) => {
        const { icon: Icon, label } = PALETTE[key];
        return (
          <Button
            key={key}
            block
            icon={<Icon />}
            // The name stays when a narrow host shows the palette as icons only.
            title={t(label)}
            aria-label={t(label)}
            onClick={() => addFromPalette(store, key, lang)}
            draggable={PALETTE[key].adds === 'section'}
            onDragStart={(event) => startPaletteDrag(event, key)}
            onDragEnd={endPaletteDrag}
            data-testid={`palette-${key}`}
          >
            {t(label)}
          </Button>
        );
      })}
    </nav>
  );
}
