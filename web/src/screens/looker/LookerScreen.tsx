import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Segmented, Space, Spin, Switch, Tooltip, Typography } from 'antd';
import { BarChartOutlined, FolderOpenOutlined, PlusOutlined, SaveOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BindingDnd, FieldList, ZoneList, type DragOutcome, type ZoneRole } from '@tessera/designer/binding';
import { ReportRenderer } from '@tessera/renderer';
import { lookerSection, type LookerShow } from '@tessera/schema/charts';
import {
  DSL_VERSION,
  type DatasetColumn,
  type FilterCondition,
  type LookerConfig,
  type Page,
} from '@tessera/schema/dsl';
import { datasetWithColumns } from '../../api/manage';
import { lookerClient, lookerDetail, saveLooker, viewerFilterValues, type SaveToPage } from '../../api/looker';
import { feedback } from '../../lib/feedback';
import { useServerNow } from '../../lib/serverClock';
import { useAppStore } from '../../store';
import DatasetSelect from '../manage/shared/DatasetSelect';
import { NoApp, useCurrentApp } from '../manage/shared/useCurrentApp';
import FiltersEditor from './FiltersEditor';
import LookerList from './LookerList';
import { dropField, ready, removeColumn, reorder, zoneOf } from './lookerEdits';
import { SaveConfigDialog, SaveToPageDialog, type ConfigMeta } from './SaveDialogs';
import VisualConfig from './VisualConfig';
import './looker.css';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Where a viewer's own conditions on a saved looker are kept (`/viewer/filter/value/get-or-update`). */
const filtersUrl = (lookerId: number) => `/admin/looker/config/${lookerId}`;

/**
 * `/admin/looker/config` (spec section 2 "chart viewing"): free exploration of a dataset of the app. Fields are
 * dragged into the designer's own zones (the shared field list and zones, by the same rules), conditions take any
 * operator, aggregation is on or off; the view is a table (virtual rows) or a chart of the visual config, drawn by
 * the renderer over the looker calls, downloadable as CSV. Saved as a looker config, and (admins) to a page as a
 * section draft. `?lookerId` opens a saved config; `name` titles a new one; `permissionId` (and `url`) preselect the
 * page to save to.
 */
export default function LookerScreen() {
  const app = useCurrentApp();
  return app ? <Looker key={app.id} appId={app.id} /> : <NoApp />;
}

function Looker({ appId }: { appId: number }) {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  const isAdmin = useAppStore((s) => s.user?.is_admin === true);
  const now = useServerNow();
  const [params, setParams] = useSearchParams();
  const lookerId = Number(params.get('lookerId')) || undefined;
  const permissionId = Number(params.get('permissionId')) || undefined;
  const empty = useMemo<LookerConfig>(
    () => ({
      title: params.get('name') || t('looker.title'),
      data_set_id: 0,
      selected_columns: [],
      has_aggregate: 1,
      app_id: appId,
    }),
    // A new exploration starts from the url's name once; later url changes open saved configs instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial title only
    [appId],
  );
  const [config, setConfig] = useState<LookerConfig>(empty);
  const [show, setShow] = useState<LookerShow>('table');
  const [refusal, setRefusal] = useState<{ role: ZoneRole; message: string } | null>(null);
  const [dialog, setDialog] = useState<'config' | 'page' | 'list' | null>(null);
  // The saved config the url names once read (its id), and the fields of the dataset read last.
  const [loadedId, setLoadedId] = useState<number | undefined>(undefined);
  const [read, setRead] = useState<{ id: number; columns: DatasetColumn[] } | null>(null);
  const datasetId = typeof config.data_set_id === 'number' && config.data_set_id > 0 ? config.data_set_id : null;
  const fields = read && read.id === datasetId ? read.columns : null;
  const loading = lookerId !== undefined && loadedId !== lookerId;

  // A saved config named by the url, with this viewer's own conditions on it when he left some.
  useEffect(() => {
    if (!lookerId) return;
    let live = true;
    Promise.all([lookerDetail(lookerId), viewerFilterValues(filtersUrl(lookerId)).catch(() => null)])
      .then(([detail, own]) => {
        if (!live) return;
        const filters = own?.values?.filters;
        setConfig({ ...detail.config, ...(Array.isArray(filters) ? { filters: filters as FilterCondition[] } : {}) });
        setShow(detail.config.visual_config?.shown ?? 'table');
      })
      .catch((err: unknown) => live && void feedback.message.error(errorText(err)))
      .finally(() => live && setLoadedId(lookerId));
    return () => {
      live = false;
    };
  }, [lookerId]);

  useEffect(() => {
    if (!datasetId) return;
    let live = true;
    datasetWithColumns(datasetId).then(
      (d) => live && setRead({ id: datasetId, columns: d.columns }),
      (err: unknown) => live && void feedback.message.error(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [datasetId]);

  const setFilters = (filters: FilterCondition[]) => {
    setConfig((c) => ({ ...c, filters }));
    if (lookerId) void viewerFilterValues(filtersUrl(lookerId), { filters }).catch(() => undefined);
  };

  const onOutcome = (outcome: DragOutcome) => {
    if (outcome.kind === 'reorder') return setConfig((c) => reorder(c, outcome.role, outcome.from, outcome.to));
    const result = dropField(config, outcome.role, outcome.field, fields ?? []);
    if ('refusal' in result) setRefusal({ role: outcome.role, message: result.refusal[lang] });
    else setConfig(result.config);
  };

  const picked = (config.selected_columns ?? []).length > 0;
  // What the data calls ask: the renderer is drawn anew (key) with a new client whenever that changes.
  const asked = useMemo(() => JSON.stringify(ready(config)), [config]);
  const client = useMemo(() => lookerClient(JSON.parse(asked) as LookerConfig), [asked]);
  const page = useMemo<Page>(
    () => ({ version: DSL_VERSION, name: config.title, sections: [lookerSection(config, show)] }),
    [config, show],
  );

  const save = useCallback(
    async (meta: ConfigMeta, target?: SaveToPage) => {
      try {
        const visual_config = { ...config.visual_config, shown: show };
        const saved = await saveLooker({ ...ready(config), visual_config, ...meta, app_id: appId }, target);
        setConfig(saved.config);
        setDialog(null);
        if (target) {
          const report = saved.save_reports[saved.save_reports.length - 1];
          feedback.message.success(t('looker.savedToPage', { name: report?.name ?? '' }));
        } else feedback.message.success(t('looker.saved'));
        if (saved.id !== lookerId) setParams({ lookerId: String(saved.id) }, { replace: true });
      } catch (err) {
        feedback.message.error(errorText(err));
      }
    },
    [appId, config, lookerId, setParams, show, t],
  );

  const lastPage = config.save_reports?.[config.save_reports.length - 1];
  return (
    <div className="ts-looker" data-testid="looker-screen">
      <div className="ts-looker-head">
        <Typography.Title level={4} className="ts-looker-title">
          {config.looker_id ? config.title : t('looker.title')}
        </Typography.Title>
        <Space wrap>
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              setParams({}, { replace: true });
              setConfig(empty);
            }}
          >
            {t('looker.newLooker')}
          </Button>
          <Button icon={<FolderOpenOutlined />} onClick={() => setDialog('list')} data-testid="looker-open-list">
            {t('looker.list')}
          </Button>
          <Button
            icon={<SaveOutlined />}
            disabled={!picked}
            onClick={() => setDialog('config')}
            data-testid="looker-save"
          >
            {t('looker.save')}
          </Button>
          {isAdmin && (
            <Button type="primary" disabled={!picked} onClick={() => setDialog('page')} data-testid="looker-save-page">
              {t('looker.saveToPage')}
            </Button>
          )}
        </Space>
      </div>
      {lastPage && (
        <Alert
          className="ts-looker-saved"
          type="success"
          showIcon
          message={t('looker.savedTo', { pages: config.save_reports!.map((r) => r.name).join('、') })}
          action={
            isAdmin ? (
              <Link to={`/admin/config2?id=${lastPage.id}`} data-testid="looker-open-designer">
                {t('looker.openDesigner')}
              </Link>
            ) : undefined
          }
        />
      )}
      <Spin spinning={loading}>
        <div className="ts-looker-body">
          <Card size="small" className="ts-looker-side" title={t('looker.dataset')}>
            <DatasetSelect
              appId={appId}
              value={datasetId}
              allowClear={false}
              placeholder={t('looker.pickDataset')}
              testId="looker-dataset"
              onChange={(id) =>
                id &&
                setConfig((c) => ({ ...c, data_set_id: id, selected_columns: [], filters: [], visual_config: {} }))
              }
            />
            {fields && (
              <BindingDnd onStart={() => setRefusal(null)} onOutcome={onOutcome}>
                <FieldList fields={fields} lang={lang} />
                {(['dimension', 'indicator'] as const).map((role) => (
                  <ZoneList
                    key={role}
                    role={role}
                    columns={zoneOf(config, role)}
                    fields={fields}
                    refusal={refusal?.role === role ? refusal.message : null}
                    lang={lang}
                    onRemove={(key) => setConfig((c) => removeColumn(c, key))}
                  />
                ))}
              </BindingDnd>
            )}
            {fields && (
              <>
                <div className="ts-looker-aggregate">
                  <Tooltip title={t('looker.aggregateHint')}>
                    <span>{t('looker.aggregate')}</span>
                  </Tooltip>
                  <Switch
                    size="small"
                    checked={config.has_aggregate !== 0}
                    onChange={(on) => setConfig((c) => ({ ...c, has_aggregate: on ? 1 : 0 }))}
                    data-testid="looker-aggregate"
                  />
                </div>
                <div className="ts-designer-subtitle">{t('looker.filters')}</div>
                <FiltersEditor fields={fields} filters={config.filters ?? []} onChange={setFilters} />
              </>
            )}
          </Card>
          <Card
            size="small"
            className="ts-looker-main"
            title={
              <Segmented<LookerShow>
                value={show}
                onChange={setShow}
                options={[
                  { value: 'table', label: t('looker.table'), icon: <TableOutlined /> },
                  { value: 'chart', label: t('looker.chart'), icon: <BarChartOutlined /> },
                ]}
                data-testid="looker-show"
              />
            }
          >
            {show === 'chart' && picked && (
              <VisualConfig
                visual={config.visual_config ?? {}}
                dimensions={zoneOf(config, 'dimension')}
                indicators={zoneOf(config, 'indicator')}
                onChange={(visual_config) => setConfig((c) => ({ ...c, visual_config }))}
              />
            )}
            {picked && now ? (
              <div data-testid="looker-view">
                <ReportRenderer key={`${show}:${asked}`} page={page} client={client} lang={lang} now={now} />
              </div>
            ) : (
              <div className="ts-looker-hint">{t('looker.pickFirst')}</div>
            )}
          </Card>
        </div>
      </Spin>
      <SaveConfigDialog
        open={dialog === 'config'}
        initial={{ title: config.title, description: config.description, remark: config.remark }}
        onCancel={() => setDialog(null)}
        onSave={(meta) => save(meta)}
      />
      <SaveToPageDialog
        open={dialog === 'page'}
        initial={{ title: config.title, description: config.description, remark: config.remark }}
        show={show}
        pageId={permissionId}
        pageUrl={params.get('url') ?? undefined}
        onCancel={() => setDialog(null)}
        onSave={(meta, target) => save(meta, target)}
      />
      <LookerList
        appId={appId}
        open={dialog === 'list'}
        onClose={() => setDialog(null)}
        onOpen={(id) => {
          setDialog(null);
          setParams({ lookerId: String(id) });
        }}
      />
    </div>
  );
}
