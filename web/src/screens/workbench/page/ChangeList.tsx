import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageChange } from '@tessera/schema/api';
import { useAppStore } from '../../../store';
import { changeText } from './document';

const KIND_COLOR: Record<PageChange['kind'], string> = { added: 'green', removed: 'red', changed: 'blue' };

/** Changes between two page documents in plain language, each with where it is (its JSON Pointer). */
export default function ChangeList({ changes, empty }: { changes: PageChange[]; empty: string }) {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  return (
    <List
      size="small"
      data-testid="change-list"
      locale={{ emptyText: empty }}
      dataSource={changes}
      renderItem={(change) => (
        <List.Item>
          <span style={{ display: 'flex', gap: 8, alignItems: 'baseline', minWidth: 0 }}>
            <Tag color={KIND_COLOR[change.kind]}>{t(`versions.kind.${change.kind}`)}</Tag>
            <span>{changeText(change, lang)}</span>
            <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
              {change.pointer || '/'}
            </Typography.Text>
          </span>
        </List.Item>
      )}
    />
  );
}
