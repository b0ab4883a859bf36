import { useEffect, useState } from 'react';
import type { DatasetColumn } from '@tessera/schema/dsl';
import type { DatasetSummary, RoleRecord } from '@tessera/schema/api';
import { getDataset, listDatasets } from '../../api/datasets';
import { listRoles } from '../../api/roles';
import { feedback } from '../../lib/feedback';

/** The app's datasets and roles, loaded once per app. */
export function useAppData(appId: number) {
  const [datasets, setDatasets] = useState<DatasetSummary[]>([]);
  const [roles, setRoles] = useState<RoleRecord[]>([]);
  useEffect(() => {
    let current = true;
    Promise.all([
      listDatasets({ app_id: appId, search_content: '', page_model: { page: 1, page_size: 1000 } }),
      listRoles(appId),
    ]).then(
      ([page, list]) => {
        if (!current) return;
        setDatasets(page.list);
        setRoles(list);
      },
      (err: unknown) => current && feedback.message.error((err as Error).message),
    );
    return () => {
      current = false;
    };
  }, [appId]);
  return { datasets, roles };
}

/** The columns of one dataset (null: none picked), reloaded when the pick changes. */
export function useDatasetColumns(id: number | null): DatasetColumn[] {
  const [columns, setColumns] = useState<DatasetColumn[]>([]);
  useEffect(() => {
    if (id === null) return;
    let current = true;
    getDataset(id).then(
      (detail) => current && setColumns(detail.data_set_column_list),
      (err: unknown) => current && feedback.message.error((err as Error).message),
    );
    return () => {
      current = false;
    };
  }, [id]);
  return id === null ? [] : columns;
}
