import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Input, Select, Space, Switch, Table, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ROW_RULE_KINDS,
  ROW_RULE_SOURCES,
  type DatasetSummary,
  type RoleRecord,
  type RowRuleInput,
} from '@tessera/schema/api';
import { rowRules, saveRowRules, setRowRestricted } from '../../api/fieldAuthority';
import { feedback } from '../../lib/feedback';
import { useDatasetColumns } from './useAppData';

const blankRule = (columnKey: string): RowRuleInput => ({
  kind: 'regular',
  column_key: columnKey,
  source: 'values',
  values: [],
  attribute: null,
  usernames: [],
  role_ids: [],
});

/** The row rules of one dataset of the app, edited as a list and saved whole, and the dataset's restricted flag. */
export default function RowRulesTab({ datasets, roles }: { datasets: DatasetSummary[]; roles: RoleRecord[] }) {
  const { t } = useTranslation();
  const [datasetId, setDatasetId] = useState<number | null>(null);
  const [rules, setRules] = useState<RowRuleInput[] | null>(null);
  const [restricted, setRestricted] = useState(false);
  const [busy, setBusy] = useState(false);
  const columns = useDatasetColumns(datasetId);

  useEffect(() => {
    if (datasetId === null) return;
    let current = true;
    rowRules(datasetId).then(
      (answer) => {
        if (!current) return;
        setRules(answer.rules.map(({ id: _id, ...rule }) => rule));
        setRestricted(answer.restricted);
      },
      (err: unknown) => current && feedback.message.error((err as Error).message),
    );
    return () => {
      current = false;
    };
  }, [datasetId]);

  const update = (index: number, change: Partial<RowRuleInput>) =>
    setRules((list) => list?.map((rule, i) => (i === index ? { ...rule, ...change } : rule)) ?? null);

  const save = async () => {
    if (datasetId === null || !rules) return;
    setBusy(true);
    try {
      await saveRowRules(datasetId, rules);
      feedback.message.success(t('fieldauth.rulesSaved'));
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (value: boolean) => {
    if (datasetId === null) return;
    try {
      setRestricted((await setRowRestricted(datasetId, value)).restricted);
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  const columnOptions = columns.map((c) => ({ value: c.column_key, label: `${c.column_name} (${c.column_key})` }));

  return (
    <div className="ts-fieldauth-rows" data-testid="row-rules">
      <Space wrap className="ts-fieldauth-toolbar">
        <Select<number>
          style={{ width: 260 }}
          placeholder={t('fieldauth.pickDataset')}
          value={datasetId ?? undefined}
          onChange={(id) => {
            setRules(null);
            setDatasetId(id);
          }}
          showSearch
          optionFilterProp="label"
          options={datasets.map((d) => ({ value: d.id, label: d.name }))}
          data-testid="rules-dataset"
        />
        <Space>
          <Switch
            checked={restricted}
            disabled={datasetId === null}
            onChange={(v) => void toggle(v)}
            data-testid="rules-restricted"
          />
          <span>{t('fieldauth.restricted')}</span>
        </Space>
      </Space>
      {datasetId === null || !rules ? (
        <Empty description={t('fieldauth.pickDataset')} />
      ) : (
        <>
          {rules.length === 0 && (
            <Alert
              type={restricted ? 'warning' : 'info'}
              showIcon
              message={t(restricted ? 'fieldauth.noRulesRestricted' : 'fieldauth.noRules')}
            />
          )}
          <Table<RowRuleInput & { index: number }>
            rowKey="index"
            size="small"
            pagination={false}
            scroll={{ x: 1000 }}
            dataSource={rules.map((rule, index) => ({ ...rule, index }))}
            columns={[
              {
                title: t('fieldauth.kind'),
                width: 110,
                render: (_, r) => (
                  <Select
                    value={r.kind}
                    style={{ width: '100%' }}
                    onChange={(kind) => update(r.index, { kind, usernames: [] })}
                    options={ROW_RULE_KINDS.map((k) => ({ value: k, label: t(`fieldauth.kinds.${k}`) }))}
                    data-testid={`rule-${r.index}-kind`}
                  />
                ),
              },
              {
                title: t('fieldauth.column'),
                width: 200,
                render: (_, r) => (
                  <Select
                    value={r.column_key}
                    style={{ width: '100%' }}
                    showSearch
                    optionFilterProp="label"
                    onChange={(column_key) => update(r.index, { column_key })}
                    options={columnOptions}
                    data-testid={`rule-${r.index}-column`}
                  />
                ),
              },
              {
                title: t('fieldauth.source'),
                width: 140,
                render: (_, r) => (
                  <Select
                    value={r.source}
                    style={{ width: '100%' }}
                    onChange={(source) => update(r.index, { source })}
                    options={ROW_RULE_SOURCES.map((s) => ({ value: s, label: t(`fieldauth.sources.${s}`) }))}
                    data-testid={`rule-${r.index}-source`}
                  />
                ),
              },
              {
                title: t('fieldauth.values'),
                width: 220,
                render: (_, r) =>
                  r.source === 'values' ? (
                    <Select
                      mode="tags"
                      value={r.values}
                      style={{ width: '100%' }}
                      onChange={(values: string[]) => update(r.index, { values })}
                      open={false}
                      data-testid={`rule-${r.index}-values`}
                    />
                  ) : r.source === 'attribute' ? (
                    <Input
                      placeholder={t('fieldauth.attribute')}
                      value={r.attribute ?? ''}
                      onChange={(e) => update(r.index, { attribute: e.target.value || null })}
                      data-testid={`rule-${r.index}-attribute`}
                    />
                  ) : (
                    <Tag>{t(`fieldauth.sources.${r.source}`)}</Tag>
                  ),
              },
              {
                title: t('fieldauth.who'),
                render: (_, r) => (
                  <Space direction="vertical" style={{ width: '100%' }} size={4}>
                    {r.kind === 'base' ? (
                      <span>{t('fieldauth.everyoneBut')}</span>
                    ) : (
                      <Select
                        mode="tags"
                        placeholder={t('fieldauth.usernames')}
                        value={r.usernames}
                        style={{ width: '100%' }}
                        onChange={(usernames: string[]) => update(r.index, { usernames })}
                        open={false}
                        data-testid={`rule-${r.index}-usernames`}
                      />
                    )}
                    <Select
                      mode="multiple"
                      placeholder={t('fieldauth.roles')}
                      value={r.role_ids}
                      style={{ width: '100%' }}
                      onChange={(role_ids: number[]) => update(r.index, { role_ids })}
                      optionFilterProp="label"
                      options={roles.map((role) => ({ value: role.id, label: role.name }))}
                      data-testid={`rule-${r.index}-roles`}
                    />
                  </Space>
                ),
              },
              {
                title: t('common.actions'),
                width: 70,
                render: (_, r) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('fieldauth.delete')}
                    onClick={() => setRules(rules.filter((_, i) => i !== r.index))}
                  />
                ),
              },
            ]}
          />
          <Space className="ts-fieldauth-toolbar">
            <Button
              icon={<PlusOutlined />}
              disabled={columns.length === 0}
              onClick={() => setRules([...rules, blankRule(columns[0]?.column_key ?? '')])}
              data-testid="rule-add"
            >
              {t('fieldauth.addRule')}
            </Button>
            <Button type="primary" loading={busy} onClick={() => void save()} data-testid="rules-save">
              {t('fieldauth.saveRules')}
            </Button>
          </Space>
        </>
      )}
    </div>
  );
}
