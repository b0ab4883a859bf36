import { useState } from 'react';
import { Alert, Select, Spin } from 'antd';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Tag } from 'antd';
import type { DatasetColumn, Section } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { reorderZone, setDataset, zoneColumns } from '../../commands/fields';
import { dropField } from '../../commands/sections';
import { useDesigner, useDesignerStore, useSection } from '../../edit/hooks';
import { useDatasetFields, useDatasetList, type DatasetSource } from '../../datasets/source';
import { useText } from '../../i18n';
import type { ZoneRole } from '../../kinds/zones';
import ChartTypeSwitcher from './ChartTypeSwitcher';
import FieldList from './FieldList';
import Zone from './Zone';
import { dragOutcome, type DragData } from './drag';

/** The zone under the pointer first (a drop lands where it is let go); for keyboard drags, the one overlapped. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

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
  const [dragged, setDragged] = useState<DatasetColumn | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const list = datasets?.status === 'ready' ? datasets.value : [];
  const columns = fields?.status === 'ready' ? fields.value : [];

  const onStart = ({ active }: DragStartEvent) => {
    setRefusal(null);
    setDragged((active.data.current as DragData | undefined)?.field ?? null);
  };
  const onEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const outcome = dragOutcome(active, over);
    if (!outcome) return;
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
        <DndContext sensors={sensors} collisionDetection={collision} onDragStart={onStart} onDragEnd={onEnd}>
          <FieldList fields={columns} />
          {(['dimension', 'indicator'] as const).map((role) => (
            <Zone
              key={role}
              section={section}
              role={role}
              fields={columns}
              refusal={refusal?.role === role ? refusal.message : null}
            />
          ))}
          <DragOverlay dropAnimation={null}>{dragged && <Tag>{dragged.column_name}</Tag>}</DragOverlay>
        </DndContext>
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
