import { Button, Dropdown, Space } from 'antd';
import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import type { ExportValues } from '@tessera/schema/dsl';
import { useText } from '../../i18n';

interface ExportButtonProps {
  exporting: boolean;
  disabled: boolean;
  onExport: (values: ExportValues) => void;
}

/** Export as the table shows it with one click; the raw values, for spreadsheets that compute, from its menu. */
export default function ExportButton({ exporting, disabled, onExport }: ExportButtonProps) {
  const t = useText();
  return (
    <Space.Compact size="small">
      <Button
        size="small"
        icon={<DownloadOutlined />}
        loading={exporting}
        disabled={disabled}
        onClick={() => onExport('shown')}
        title={t('table.exportShownHint')}
        data-testid="table-export"
      >
        {t('table.export')}
      </Button>
      <Dropdown
        disabled={disabled || exporting}
        trigger={['click']}
        menu={{
          items: [
            { key: 'shown', label: <span data-testid="table-export-shown">{t('table.exportShown')}</span> },
            { key: 'raw', label: <span data-testid="table-export-raw">{t('table.exportRaw')}</span> },
          ],
          onClick: ({ key }) => onExport(key as ExportValues),
        }}
      >
        <Button
          size="small"
          icon={<DownOutlined />}
          disabled={disabled || exporting}
          aria-label={t('table.exportChoose')}
          data-testid="table-export-more"
        />
      </Dropdown>
    </Space.Compact>
  );
}
