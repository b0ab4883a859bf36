import { useEffect, useState } from 'react';
import { Alert, Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageVersionDiff } from '@tessera/schema/api';
import { ApiError } from '../../../api/client';
import { versionDiff } from '../../../api/versions';
import { DiffView } from '../../../lib/monaco';
import ChangeList from './ChangeList';
import { documentText } from './document';

type DiffState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; diff: PageVersionDiff };

/** Two versions of a page side by side: the plain-language change list, then the JSON in monaco's diff editor. */
export default function VersionDiff({ from, to }: { from: number; to: number }) {
  const { t } = useTranslation();
  const key = `${from}:${to}`;
  const [answer, setAnswer] = useState<{ key: string; state: DiffState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    versionDiff(from, to, controller.signal).then(
      (diff) => setAnswer({ key, state: { status: 'ready', diff } }),
      (err: unknown) => {
        if (controller.signal.aborted || (err instanceof ApiError && err.kind === 'aborted')) return;
        setAnswer({ key, state: { status: 'error', message: (err as Error).message } });
      },
    );
    return () => controller.abort();
  }, [from, to, key]);

  const state: DiffState = answer?.key === key ? answer.state : { status: 'loading' };
  if (state.status === 'loading') return <Spin style={{ display: 'block', margin: 24 }} />;
  if (state.status === 'error') return <Alert type="error" showIcon message={state.message} />;
  const { diff } = state;
  return (
    <div data-testid="version-diff">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('versions.compareTitle', { from: diff.from.number, to: diff.to.number })}
      </Typography.Title>
      <Card size="small" title={t('versions.changes')} style={{ marginBottom: 12 }}>
        <ChangeList changes={diff.changes} empty={t('versions.noChanges')} />
      </Card>
      <Card size="small" title={t('versions.jsonDiff')} styles={{ body: { padding: 0 } }}>
        <div data-testid="version-json-diff">
          <DiffView
            original={documentText(diff.from.document)}
            modified={documentText(diff.to.document)}
            language="json"
            height={520}
          />
        </div>
      </Card>
    </div>
  );
}
