import { useMemo, useState } from 'react';
import { Alert, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseSpreadsheet, rowProblems, type OptionRow } from './optionRows';

export type PasteMode = 'append' | 'replace';

/** Text copied from a spreadsheet, read as rows before they join the grid; repeats are counted beforehand. */
export default function PasteValuesDialog({
  open,
  existing,
  onClose,
  onPaste,
}: {
  open: boolean;
  existing: readonly OptionRow[];
  onClose: () => void;
  onPaste: (rows: OptionRow[], mode: PasteMode) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<PasteMode>('append');
  const rows = useMemo(() => parseSpreadsheet(text), [text]);
  const repeats = useMemo(() => {
    const all = mode === 'append' ? [...existing, ...rows] : rows;
    const keys = rowProblems(all).duplicateKeys;
    return rows.filter((r) => keys.has(r.key)).length;
  }, [existing, rows, mode]);

  const close = () => {
    setText('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('values.pasteTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: rows.length === 0 }}
      onOk={() => {
        onPaste(rows, mode);
        close();
      }}
      onCancel={close}
      destroyOnHidden
      width={560}
      modalRender={(node) => <div data-testid="paste-dialog">{node}</div>}
    >
      <Typography.Paragraph type="secondary">{t('values.pasteHint')}</Typography.Paragraph>
      <Input.TextArea
        autoFocus
        data-testid="paste-text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('values.pastePlaceholder')}
        autoSize={{ minRows: 6, maxRows: 14 }}
        className="ts-paste-text"
      />
      <div className="ts-paste-foot">
        <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as PasteMode)}>
          <Radio value="append">{t('values.pasteAppend')}</Radio>
          <Radio value="replace">{t('values.pasteReplace')}</Radio>
        </Radio.Group>
        <Typography.Text type={rows.length ? undefined : 'secondary'} data-testid="paste-count">
          {text.trim() ? t('values.pasteParsed', { count: rows.length }) : null}
        </Typography.Text>
      </div>
      {text.trim() && rows.length === 0 && <Alert type="warning" showIcon message={t('values.pasteNothing')} />}
      {repeats > 0 && <Alert type="warning" showIcon message={t('values.pasteDuplicates', { count: repeats })} />}
    </Modal>
  );
}
