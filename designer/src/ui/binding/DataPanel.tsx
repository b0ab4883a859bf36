import { useState } from 'react';
import { Alert, Select, Spin } from 'antd';
import type { Section } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { reorderZone, setDataset, zoneColumns } from '../../commands/fields';
import { dropField } from '../../commands/sections';
import { useDesigner, useDesignerStore, useSection } from '../../edit/hooks';
import { useDatasetFields, useDatasetList, type DatasetSource } from '../../datasets/source';
import { useText } from '../../i18n';
import { BindingDnd, FieldList, type DragOutcome, type ZoneRole } from '../../binding';
import ChartTypeSwitcher from './ChartTypeSwitcher';
import Zone from './Zone';

interface Refusal {
  role: ZoneRole;
  message: string;
}

function Bindings({ section, source, lang }: { section: Section; source: DatasetSource; lang: Lang }) {
  const t = useText();
  const store = useDesignerStore();
  const id = String(section.id);
  // A dataset named by its key (a template's) is not one the list offers: the panel starts from no dataset.
  const datasetId = typeof section.data_set_id === 'number' ? section.data_set_id : undefined;
  const datasets = useDatasetList(source);
  const fields = useDatasetFields(source, datasetId);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const list = datasets?.status === 'ready' ? datasets.value : [];
  const columns = fields?.status === 'ready' ? fields.value : [];

  const onOutcome = (outcome: DragOutcome) => {
    if (outcome.kind === 'reorder') {
      const last = zoneColumns(section, outcome.role).length - 1;
      reorderZone(store, id, outcome.role, outcome.from, Math.min(outcome.to, last));
      return;
    }
    const dataset = { key: String(datasetId), columns };
    const refused = dropField(store, id, { role: outcome.role, place: 'builder' }, outcome.field, dataset);
    if (refused) setRefusal({ role: outcome.role, message: refused[lang] });
  };

  return (
    <>
      <div className="ts-designer-subtitle">{t('data.dataset')}</div>
      <Select
        className="ts-designer-dataset"
        showSearch
        optionFilterProp="label"
        placeholder={t('data.pickDataset')}
        loading={datasets?.status === 'loading'}
        notFoundContent={datasets?.status === 'ready' ? t('data.noDatasets') : undefined}
        value={datasetId}
        options={list.map((d) => ({ value: d.id, label: d.name }))}
        onChange={(value: number) => {
          const chosen = list.find((d) => d.id === value);
          if (chosen) setDataset(store, id, chosen);
        }}
        data-testid="dataset-select"
      />
      {fields?.status === 'loading' && <Spin size="small" />}
      {(fields?.status === 'error' || datasets?.status === 'error') && (
        <Alert
          type="warning"
          showIcon
          message={t('data.loadFailed', {
            message: fields?.status === 'error' ? fields.message : datasets?.status === 'error' ? datasets.message : '',
          })}
        />
      )}
      {fields?.status === 'ready' && (
        <BindingDnd onStart={() => setRefusal(null)} onOutcome={onOutcome}>
          <FieldList fields={columns} lang={lang} />
          {(['dimension', 'indicator'] as const).map((role) => (
            <Zone
              key={role}
              section={section}
              role={role}
              fields={columns}
              refusal={refusal?.role === role ? refusal.message : null}
              lang={lang}
            />
          ))}
        </BindingDnd>
      )}
    </>
  );
}

/** The data of the one selected section: its dataset, the fields to drag into its zones, and its chart type. */
export default function DataPanel({ source, lang }: { source: DatasetSource; lang: Lang }) {
  const t = useText();
  const selected = useDesigner((s) => (s.selection.length === 1 ? s.selection[0] : null));
  const section = useSection(selected ?? '');
  return (
    <section className="ts-designer-data" aria-label={t('data.title')} data-testid="data-panel">
      <div className="ts-designer-panel-title">{t('data.title')}</div>
      {!section ? (
        <div className="ts-designer-zone-hint">{t('data.pickSection')}</div>
      ) : (
        <>
          {/* Another section: its own refusal state and drag, none carried over. */}
          <Bindings key={selected} section={section} source={source} lang={lang} />
          {section.chart_config && <ChartTypeSwitcher section={section} lang={lang} />}
        </>
      )}
    </section>
  );
}
