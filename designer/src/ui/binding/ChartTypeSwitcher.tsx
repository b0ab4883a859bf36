import { Button, Tooltip } from 'antd';
import type { Section } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { changeChartType } from '../../commands/sections';
import { useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import { chartTypeChoices } from '../../kinds/chart-types';

/**
 * The chart types the section's fields allow; the others are greyed out with their data rule as the tip. Picking
 * one applies the spec's resets, one step.
 */
export default function ChartTypeSwitcher({ section, lang }: { section: Section; lang: Lang }) {
  const t = useText();
  const store = useDesignerStore();
  return (
    <div className="ts-designer-chart-types" data-testid="chart-types">
      <div className="ts-designer-subtitle">{t('data.chartType')}</div>
      <div className="ts-designer-chart-type-buttons">
        {chartTypeChoices(section).map((choice) => (
          <Tooltip key={choice.type} title={choice.tip?.[lang]}>
            {/* A disabled button gets no pointer events: the span keeps its tip showing. */}
            <span data-testid={`chart-type-${choice.type}`} data-allowed={choice.allowed}>
              <Button
                size="small"
                type={choice.current ? 'primary' : 'default'}
                disabled={!choice.allowed}
                onClick={() => !choice.current && changeChartType(store, String(section.id), choice.type)}
              >
                {t(choice.label)}
              </Button>
            </span>
          </Tooltip>
        ))}
      </div>
    </div>
  );
}
