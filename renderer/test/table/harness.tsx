import { useMemo, useState, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import type { Filter, Section, TableBasic, TableColumn } from '@tessera/schema/dsl';
import TableSection from '../../src/sections/table/TableSection';
import type { InnerPlacement, SectionScope } from '../../src/sections/types';
import type { RendererContextValue } from '../../src/context';
import { renderWithRenderer } from '../render';
import { fakeClient, type FakeClient } from '../fakeClient';

export function tableSection(basic: TableBasic, columns: TableColumn[] = []): Section {
  return { id: 7, title: 'Orders', table_config: { basic, columns } };
}

export const column = (column_key: string, column_name: string, more: Partial<TableColumn> = {}): TableColumn => ({
  column_key,
  column_name,
  ...more,
});

interface TableOptions {
  client?: FakeClient;
  filters?: Filter[];
  values?: Record<string, unknown>;
  renderFilters?: (placement: InnerPlacement) => ReactNode;
  context?: Partial<RendererContextValue>;
}

/** Renders a table section with a scope the test controls: applyValues() applies new filter values as the page would. */
export function renderTable(section: Section, options: TableOptions = {}) {
  const client = options.client ?? fakeClient();
  let setValues: (values: Record<string, unknown>) => void = () => undefined;
  function Host() {
    const [values, set] = useState(options.values ?? {});
    setValues = set;
    const scope = useMemo<SectionScope>(
      () => ({
        filters: options.filters ?? [],
        values,
        ready: true,
        renderFilters: options.renderFilters ?? (() => null),
      }),
      [values],
    );
    return <TableSection section={section} scope={scope} />;
  }
  const result = renderWithRenderer(<Host />, { client, ...options.context });
  return {
    ...result,
    client,
    applyValues: (values: Record<string, unknown>) => act(() => setValues(values)),
  };
}

/** The texts of the body rows as the user sees them, row by row. */
export function bodyRows(container: HTMLElement): string[][] {
  return [...container.querySelectorAll('.ant-table-row')].map((row) =>
    [...row.querySelectorAll('.ant-table-cell')].map((cell) => cell.textContent ?? ''),
  );
}

/** The header texts, in display order. */
export function headers(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.ant-table-thead th.ant-table-cell')]
    .map((cell) => (cell.textContent ?? '').trim())
    .filter((text) => text !== '');
}

/** The header cell whose text is `text`. */
export function headerCell(container: HTMLElement, text: string): HTMLElement {
  const cell = [...container.querySelectorAll<HTMLElement>('.ant-table-thead th.ant-table-cell')].find(
    (th) => th.textContent?.trim() === text,
  );
  if (!cell) throw new Error(`no header ${text}; headers: ${headers(container).join(', ')}`);
  return cell;
}

/** A promise the test settles when it wants: for loading states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Lays the tables out `width` pixels wide, as a browser would report it: a ResizeObserver that tells each table's
 * width sentinel its width (jsdom lays nothing out, and its stand-in observer never reports). `resize` reports a new
 * width to every sentinel; `restore` puts the stand-in back.
 */
export function layTablesOut(width: number) {
  type Watch = { callback: ResizeObserverCallback; observer: ResizeObserver; targets: Element[] };
  const watches = new Set<Watch>();
  let current = width;
  const report = (watch: Watch) => {
    const entries = watch.targets.map((target) => ({ target, contentRect: { width: current, height: 0 } }));
    watch.callback(entries as unknown as ResizeObserverEntry[], watch.observer);
  };
  const original = window.ResizeObserver;
  class LaidOut {
    private readonly watch: Watch;
    constructor(callback: ResizeObserverCallback) {
      this.watch = { callback, observer: this, targets: [] };
    }
    observe(target: Element) {
      if (!target.classList.contains('ts-table-fit')) return;
      this.watch.targets.push(target);
      watches.add(this.watch);
      queueMicrotask(() => act(() => report(this.watch)));
    }
    unobserve() {}
    disconnect() {
      watches.delete(this.watch);
    }
  }
  window.ResizeObserver = LaidOut;
  return {
    resize: (next: number) =>
      act(() => {
        current = next;
        watches.forEach(report);
      }),
    restore: () => {
      window.ResizeObserver = original;
    },
  };
}
