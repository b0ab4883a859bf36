import { Card, Spin, Tooltip, theme } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { TONE_COLORS, type Tone } from '@tessera/schema/rules';
import { type CardComparison } from '@tessera/schema/charts';
import { useText } from '../../i18n';
import type { CardItem } from './cardItems';

function toneOf(rate: number | null): Tone {
  if (rate === null || rate === 0) return 'neutral';
  return rate > 0 ? 'positive' : 'negative';
}

function Comparison({ comparison }: { comparison: CardComparison }) {
  const t = useText();
  const { token } = theme.useToken();
  // Spec section 9: positive green, negative red, neutral grey, in the theme's shades of them.
  const colors = { green: token.colorSuccess, red: token.colorError, grey: token.colorTextTertiary } as const;
  const tone = toneOf(comparison.rate);
  const sign = tone === 'positive' ? '+' : '';
  return (
    <div className="ts-card-comparison" style={{ fontSize: 12, color: token.colorTextSecondary }}>
      {t('chart.comparedWith', { label: comparison.label, previous: comparison.previous_label })}{' '}
      <span data-testid="card-comparison-rate" data-tone={tone} style={{ color: colors[TONE_COLORS[tone]] }}>
        {sign}
        {comparison.formatted_rate}
      </span>
    </div>
  );
}

/**
 * Cards side by side, wrapping: each a title (with its description on hover), the value and the comparison.
 * `loading` keeps them under a mask while newer data loads.
 */
export default function CardGrid({ items, loading = false }: { items: readonly CardItem[]; loading?: boolean }) {
  const t = useText();
  const { token } = theme.useToken();
  return (
    <Spin spinning={loading}>
      <div className="ts-card-grid" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {items.map((item) => (
          <Card key={item.key} size="small" data-testid="card-item" style={{ minWidth: 200, flex: '1 1 200px' }}>
            <div className="ts-card-title" style={{ color: token.colorTextSecondary }}>
              {item.title}
              {item.description && (
                <Tooltip title={item.description}>
                  <QuestionCircleOutlined aria-label={t('chart.cardDescription')} style={{ marginLeft: 4 }} />
                </Tooltip>
              )}
            </div>
            <div
              className="ts-card-value"
              data-testid="card-value"
              style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.4 }}
            >
              {item.value}
            </div>
            {item.comparison && <Comparison comparison={item.comparison} />}
          </Card>
        ))}
      </div>
    </Spin>
  );
}
