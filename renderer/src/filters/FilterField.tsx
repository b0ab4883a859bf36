import { Suspense, useLayoutEffect, useRef } from 'react';
import { Tooltip } from 'antd';
import { DEFAULT_FILTER_TYPE, type Filter } from '@tessera/schema/dsl';
import { FILTER_CONTROLS } from './controls/registry';
import RestingControl from './resting/RestingControl';
import type { RestingLook } from './resting/restingLook';
import type { FilterControlProps } from './types';

export interface FilterFieldProps extends Omit<FilterControlProps, 'filter'> {
  filter: Filter;
  /** Why the control is locked, shown on hover (e.g. a global filter sets it). */
  lockedBy?: string;
  /** The control drawn at rest (filters/resting) instead of the real one; null or absent: the real control. */
  resting?: RestingLook | null;
  /** Woken with the pointer on this field: its tip shows at once, as it would have on entering. */
  pointed?: boolean;
  /** Woken by focus on this field: the real control takes it. */
  focused?: boolean;
}

/** A filter's label and its control. */
export default function FilterField({ lockedBy, resting, pointed, focused, ...props }: FilterFieldProps) {
  const Control = FILTER_CONTROLS[props.filter.type ?? DEFAULT_FILTER_TYPE];
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (focused) ref.current?.querySelector<HTMLElement>('input:not([disabled]), [tabindex="0"]')?.focus();
  }, [focused]);
  const field = (
    <div
      ref={ref}
      className="ts-filter-field"
      data-testid={`filter-${props.filter.class_en}`}
      data-filter-key={props.filter.class_en}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
    >
      {props.filter.name ? <span className="ts-filter-label">{props.filter.name}</span> : null}
      {resting ? (
        <RestingControl look={resting} name={props.filter.name || props.filter.class_en} disabled={props.disabled} />
      ) : (
        <Suspense fallback={<span className="ts-filter-pending" aria-busy="true" />}>
          <Control {...props} />
        </Suspense>
      )}
    </div>
  );
  return lockedBy && !resting ? (
    <Tooltip title={lockedBy} defaultOpen={pointed}>
      {field}
    </Tooltip>
  ) : (
    field
  );
}
