import { useEffect, useState } from 'react';
import { Alert, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Page } from '@tessera/schema/dsl';
import { ReportRenderer } from '@tessera/renderer';
import { ApiError } from '../../api/client';
import { visitReportClient, visitReportPage, type VisitReportName } from '../../api/visits';
import { useAppStore } from '../../store';
import { usePhone } from '../../layout/phone';
import { useServerNow } from '../../lib/serverClock';

type State = { status: 'loading' } | { status: 'denied' | 'error'; message: string } | { status: 'ready'; page: Page };

/**
 * A usage report page the product ships (`/visitStat`, `/userFlow`), drawn by the renderer like any report page
 * over the built-in source on the visit table. Who may not read it (no role grants the screen) sees why.
 */
export default function VisitReportScreen({ name, testId }: { name: VisitReportName; testId: string }) {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  const phone = usePhone();
  const now = useServerNow();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    visitReportPage(name, controller.signal).then(
      (page) => setState({ status: 'ready', page }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const message = err instanceof Error ? err.message : String(err);
        setState({ status: err instanceof ApiError && err.status === 403 ? 'denied' : 'error', message });
      },
    );
    return () => controller.abort();
  }, [name]);

  if (state.status === 'denied')
    return <Result status="403" title={t('visits.deniedTitle')} subTitle={state.message} data-testid={testId} />;
  if (state.status === 'error')
    return <Alert type="error" showIcon message={t('visits.loadFailed')} description={state.message} />;
  if (state.status !== 'ready' || !now) return <Card className="ts-card" loading data-testid={testId} />;
  const { page } = state;
  const title = lang === 'en' ? (page.i18n?.en?.name ?? page.name) : page.name;
  return (
    <div className="ts-page-sections ts-visit-report" data-testid={testId}>
      <h2 className="ts-visit-report-title">{title}</h2>
      <p className="ts-muted">{t(name === 'visit-stat' ? 'visits.statHint' : 'visits.flowHint')}</p>
      <ReportRenderer page={page} client={visitReportClient} lang={lang} phone={phone} now={now} />
    </div>
  );
}
