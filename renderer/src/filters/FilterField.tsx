import { Suspense } from 'react';
import { Tooltip } from 'antd';
import { DEFAULT_FILTER_TYPE, type Filter } from '@tessera/schema/dsl';
import { FILTER_CONTROLS } from './controls/registry';
import type { FilterControlProps } from './types';

export interface FilterFieldProps extends Omit<FilterControlProps, 'filter'> {
  filter: Filter;
  /** Why the control is locked, shown on hover (e.g. a global filter sets it). */
  lockedBy?: string;
}

/** A filter's label and its control. */
export default function FilterField({ lockedBy, ...props }: FilterFieldProps) {
  const Control = FILTER_CONTROLS[props.filter.type ?? DEFAULT_FILTER_TYPE];
  const field = (
    <div
      className="ts-filter-field"
      data-testid={`filter-${props.filter.class_en}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
    >
      {props.filter.name ? <span className="ts-filter-label">{props.filter.name}</span> : null}
      <Suspense fallback={<span className="ts-filter-pending" aria-busy="true" />}>
        <Control {...props} />
      </Suspense>
    </div>
  );
  return lockedBy ? <Tooltip title={lockedBy}>{field}</Tooltip> : field;
}
