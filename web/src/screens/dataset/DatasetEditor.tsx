import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Drawer, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { KEY_PATTERN, type DatasetColumn } from '@tessera/schema/dsl';
import type { DatasetDetail } from '@tessera/schema/api';
import { LAYOUT } from '@tessera/schema/rules';
import { connectionChoices, saveDataset, type ConnectionChoice } from '../../api/datasets';
import { pointerErrorsOf, type PointerError } from '../../api/documentErrors';
import { feedback } from '../../lib/feedback';
import { isEmbedded } from '../../runtime';
import { useAppStore } from '../../store';
import FieldsTab from './FieldsTab';
import PreviewTab from './PreviewTab';
import SourceTab from './SourceTab';
import UsageList from './UsageList';
import { saveBody, type DatasetDraft } from './draft';

type TabKey = 'source' | 'fields' | 'preview' | 'usage';

/** The tab a problem lives on, and the field it names. */
function locate(pointer: string): { tab: TabKey; column?: number } {
  const column = /^\/columns\/(\d+)/.exec(pointer);
  if (column) return { tab: 'fields', column: Number(column[1]) };
  return { tab: pointer.startsWith('/values/') ? 'preview' : 'source' };
}

/**
 * The dataset editor, in a drawer over the list: source (SQL or table, parameters, update mode), fields (the
 * per-field panel and column sync), a preview and what uses the dataset. Nothing reaches the server until Save,
 * which the server checks against the database; its problems are listed by place, and the fields they name marked.
 */
export default function DatasetEditor({
  initial,
  appId,
  onClose,
  onSaved,
}: {
  initial: DatasetDraft;
  appId: number;
  onClose: () => void;
  onSaved: (saved: DatasetDetail) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(JSON.stringify(initial));
  const [tab, setTab] = useState<TabKey>('source');
  const [selected, setSelected] = useState(0);
  const [connections, setConnections] = useState<ConnectionChoice[]>([]);
  const [problems, setProblems] = useState<PointerError[]>([]);
  const [saving, setSaving] = useState(false);
  // The SQL editor owns its text; a new key remounts it when the SQL is replaced from outside.
  const [sqlEditorKey] = useState(() => `${initial.id ?? 'new'}-${Date.now().toString(36)}`);
  const errors = useMemo(() => new Map(problems.map((p) => [p.pointer, p.message])), [problems]);
  const dirty = JSON.stringify(draft) !== saved;
  const navbarShown = useAppStore((s) => !s.isFromOuterSite) && !isEmbedded();

  useEffect(() => {
    let live = true;
    connectionChoices(appId).then(
      (list) => live && setConnections(list),
      (err: Error) => live && feedback.message.error(err.message),
    );
    return () => {
      live = false;
    };
  }, [appId]);

  const patch = (p: Partial<DatasetDraft>) => setDraft((d) => ({ ...d, ...p }));

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('datasets.discardTitle'),
      okText: t('datasets.discard'),
      okButtonProps: { danger: true },
      cancelText: t('datasets.keepEditing'),
      onOk: onClose,
    });
  };

  /** What the form can tell before asking the server. */
  const localProblems = (): PointerError[] => {
    const missing = (pointer: string, field: string) => ({ pointer, message: t('datasets.required', { field }) });
    return [
      ...(draft.name.trim() ? [] : [missing('/name', t('datasets.name'))]),
      ...(new RegExp(KEY_PATTERN).test(draft.key.trim()) ? [] : [missing('/key', t('datasets.key'))]),
      ...(draft.connection_id ? [] : [missing('/connection_id', t('datasets.connection'))]),
    ];
  };

  const save = async () => {
    const local = localProblems();
    setProblems(local);
    if (local.length > 0) return setTab('source');
    setSaving(true);
    try {
      const result = await saveDataset(saveBody(draft, appId));
      const next: DatasetDraft = { ...draft, id: result.id };
      setDraft(next);
      setSaved(JSON.stringify(next));
      feedback.message.success(t('datasets.saved', { name: result.name }));
      onSaved(result);
    } catch (err) {
      const pointed = pointerErrorsOf(err);
      if (pointed.length === 0) feedback.message.error((err as Error).message);
      setProblems(pointed);
      const first = pointed[0] ? locate(pointed[0].pointer) : null;
      if (first) {
        setTab(first.tab);
        if (first.column !== undefined) setSelected(first.column);
      }
    } finally {
      setSaving(false);
    }
  };

  const where = (pointer: string) => {
    const column = /^\/columns\/(\d+)/.exec(pointer);
    if (column) return t('datasets.fieldLocation', { key: draft.columns[Number(column[1])]?.column_key ?? column[1] });
    const param = /^\/(?:params\/(\d+)|values\/(\w+))/.exec(pointer);
    if (param)
      return t('datasets.paramLocation', { name: param[2] ?? draft.params[Number(param[1])]?.name ?? param[1] });
    const fields: Record<string, string> = {
      '/name': t('datasets.name'),
      '/key': t('datasets.key'),
      '/connection_id': t('datasets.connection'),
      '/sql': t('datasets.sourceSql'),
      '/table_name': t('datasets.tableName'),
    };
    return fields[pointer] ?? null;
  };

  return (
    <Drawer
      open
      width="min(1180px, calc(100vw - 64px))"
      // Below the navbar (when the shell shows one), which stays usable while a dataset is edited.
      rootStyle={{ top: navbarShown ? LAYOUT.NAVBAR_HEIGHT : 0 }}
      title={draft.id ? t('datasets.editTitle', { name: initial.name }) : t('datasets.newTitle')}
      onClose={close}
      maskClosable={false}
      destroyOnHidden
      className="ts-ds-editor"
      data-testid="dataset-editor"
      extra={
        <Space>
          <Button onClick={close} data-testid="dataset-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="dataset-save">
            {t('datasets.save')}
          </Button>
        </Space>
      }
    >
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setProblems([])}
          className="ts-ds-problems"
          data-testid="dataset-problems"
          message={t('datasets.errorsTitle')}
          description={
            <ul>
              {problems.map((p) => {
                const at = locate(p.pointer);
                const label = where(p.pointer);
                return (
                  <li key={p.pointer + p.message}>
                    {label && (
                      <Button
                        type="link"
                        size="small"
                        className="ts-ds-problem-at"
                        onClick={() => {
                          setTab(at.tab);
                          if (at.column !== undefined) setSelected(at.column);
                        }}
                      >
                        {label}
                      </Button>
                    )}
                    {p.message}
                  </li>
                );
              })}
            </ul>
          }
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'source',
            label: t('datasets.tabSource'),
            children: (
              <SourceTab
                draft={draft}
                onChange={patch}
                connections={connections}
                errors={errors}
                sqlEditorKey={sqlEditorKey}
              />
            ),
          },
          {
            key: 'fields',
            label: t('datasets.tabFields', { count: draft.columns.length }),
            children: (
              <FieldsTab
                draft={draft}
                appId={appId}
                errors={errors}
                selected={selected}
                onSelect={setSelected}
                onColumns={(columns: DatasetColumn[]) => patch({ columns })}
              />
            ),
          },
          { key: 'preview', label: t('datasets.tabPreview'), children: <PreviewTab draft={draft} appId={appId} /> },
          { key: 'usage', label: t('datasets.tabUsage'), children: <UsageList datasetId={draft.id} /> },
        ]}
      />
    </Drawer>
  );
}
