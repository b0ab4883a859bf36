import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider, App } from 'antd';
import { RendererContext, type RendererContextValue } from '../src/context';
import { setRendererLang } from '../src/i18n';
import { fakeClient } from './fakeClient';

/** A fixed clock for tests: 2024-05-15 10:00 local time (a Wednesday). */
export const TEST_NOW = new Date(2024, 4, 15, 10, 0, 0);

/** Renders a part of the renderer inside the context a page gives it (fake client, zh, pinned clock unless set). */
export function renderWithRenderer(ui: ReactElement, context: Partial<RendererContextValue> = {}) {
  const value: RendererContextValue = {
    client: fakeClient(),
    preview: false,
    lang: 'zh',
    now: () => TEST_NOW,
    phone: false,
    page: { url: '/test/page', title: 'Test page' },
    refreshIntervalMs: 60_000,
    restingFilters: false,
    ...context,
  };
  setRendererLang(value.lang);
  const result = render(
    <ConfigProvider>
      <App component={false}>
        <RendererContext.Provider value={value}>{ui}</RendererContext.Provider>
      </App>
    </ConfigProvider>,
  );
  return { ...result, context: value };
}
