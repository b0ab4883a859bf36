import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Alert, Button, Empty, Select, Space, Spin, Tabs, Tag, Tooltip } from 'antd';
import { CaretRightOutlined, CheckCircleFilled, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import type { DbConnectionInfo, SqlHistoryEntry } from '@tessera/schema/api';
import { sqlHistory } from '../../../api/connections';
import { feedback } from '../../../lib/feedback';
import { CodeEditor } from '../../../lib/monaco';
import HistoryPanel from './HistoryPanel';
import ResultGrid from './ResultGrid';
import { EDITOR_LANGUAGES } from './kinds';
import { sqlCompletionProvider } from './sqlCompletion';
import { useCompletionSource } from './useCompletionSource';
import { useSqlRun, type RunState } from './useSqlRun';

const MAX_ROWS_CHOICES = [100, 1000, 10000];
const DEFAULT_MAX_ROWS = 1000;
const EDITOR_HEIGHT = 200;
export const NEW_DATASET_PATH = '/admin/dataset';

/** Where "new dataset from this SQL" goes: the dataset screen reads `sql` and `connectionId`. */
export function newDatasetUrl(sql: string, connectionId: number): string {
  return `${NEW_DATASET_PATH}?sql=${encodeURIComponent(sql)}&connectionId=${connectionId}`;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export interface SqlConsoleHandle {
  /** Replaces the editor's text (undoable) and focuses it. */
  setText(sql: string): void;
}

interface Props {
  connection: DbConnectionInfo;
  /** The browser's database: completion lists its tables. */
  database: string | null;
}

function Elapsed({ since }: { since: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <>{t('dbConfig.console.runningFor', { seconds: Math.max(0, Math.floor((now - since) / 1000)) })}</>;
}

function RunOutcome({ state }: { state: RunState }) {
  const { t } = useTranslation();
  const shortcut = isMac() ? '⌘+Enter' : 'Ctrl+Enter';
  switch (state.status) {
    case 'idle':
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dbConfig.console.idle', { shortcut })} />;
    case 'running':
      return (
        <div className="ts-db-running" data-testid="db-running">
          <Spin />
          <span>{state.cancelling ? t('dbConfig.console.cancelling') : <Elapsed since={state.startedAt} />}</span>
        </div>
      );
    case 'error':
      return <Alert type="error" showIcon message={state.message} data-testid="db-run-error" />;
    case 'cancelled':
      return (
        <Alert
          type="info"
          showIcon
          message={t('dbConfig.console.cancelled')}
          description={t('dbConfig.console.cancelledDesc')}
          data-testid="db-run-cancelled"
        />
      );
    case 'ok': {
      const { result, maxRows } = state;
      return (
        <div className="ts-db-result">
          <Space className="ts-db-result-status" size={12} wrap data-testid="db-run-status">
            <span>
              <CheckCircleFilled className="ts-db-ok" /> {t('dbConfig.console.rows', { count: result.rows.length })}
            </span>
            <span className="ts-muted">{t('dbConfig.console.cap', { cap: maxRows.toLocaleString() })}</span>
            <span className="ts-muted">{t('dbConfig.console.ms', { ms: result.elapsed_ms.toLocaleString() })}</span>
            {result.truncated && (
              <Tag color="warning" data-testid="db-truncated">
                {t('dbConfig.console.truncated', { cap: maxRows.toLocaleString() })}
              </Tag>
            )}
          </Space>
          <ResultGrid result={result} />
        </div>
      );
    }
  }
}

/**
 * The SQL console of a connection: monaco with the dialect's highlighting and completion of the connection's table
 * and column names; Ctrl/⌘+Enter runs the selection or the whole text; Cancel stops the run in the database; the
 * result with its row cap, `truncated` and time; the user's history on the connection.
 */
const SqlConsole = forwardRef<SqlConsoleHandle, Props>(function SqlConsole({ connection, database }, ref) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const completion = useRef<Monaco.IDisposable | null>(null);
  const [maxRows, setMaxRows] = useState(DEFAULT_MAX_ROWS);
  const [tab, setTab] = useState<'result' | 'history'>('result');
  const [history, setHistory] = useState<SqlHistoryEntry[] | null>(null);
  const [historyLoads, setHistoryLoads] = useState(0);
  const source = useCompletionSource(connection.id, database);
  const sourceRef = useRef(source);
  useEffect(() => {
    sourceRef.current = source;
  }, [source]);

  const reloadHistory = useCallback(() => setHistoryLoads((n) => n + 1), []);
  const { state, run, cancel } = useSqlRun(connection.id, reloadHistory);
  const running = state.status === 'running';

  useEffect(() => {
    const abort = new AbortController();
    sqlHistory(connection.id, abort.signal).then(setHistory, (err: Error) => {
      if (!abort.signal.aborted) feedback.message.error(err.message);
    });
    return () => abort.abort();
  }, [connection.id, historyLoads]);

  useEffect(() => () => completion.current?.dispose(), []);

  /** The selection when there is one, else the whole text. */
  const statement = () => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model) return '';
    const selection = editor.getSelection();
    const selected = selection && !selection.isEmpty() ? model.getValueInRange(selection) : '';
    return (selected || model.getValue()).trim();
  };

  const runNow = () => {
    const sql = statement();
    if (!sql) return void feedback.message.warning(t('dbConfig.console.empty'));
    setTab('result');
    void run(sql, maxRows);
  };
  const runRef = useRef(runNow);
  useEffect(() => {
    runRef.current = runNow;
  });

  /** Replaces the editor's text as one undoable edit. */
  const replaceText = (sql: string) => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model) return;
    editor.pushUndoStop();
    editor.executeEdits('tessera', [{ range: model.getFullModelRange(), text: sql }]);
    editor.pushUndoStop();
    editor.focus();
  };
  useImperativeHandle(ref, () => ({ setText: replaceText }));

  const onMount = (editor: Monaco.editor.IStandaloneCodeEditor, monaco: typeof Monaco) => {
    editorRef.current = editor;
    editor.addAction({
      id: 'tessera.sql.run',
      label: t('dbConfig.console.run'),
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter],
      run: () => runRef.current(),
    });
    completion.current?.dispose();
    completion.current = monaco.languages.registerCompletionItemProvider(
      EDITOR_LANGUAGES[connection.kind],
      sqlCompletionProvider(monaco, editor.getModel()?.uri.toString() ?? '', {
        tables: (search) => sourceRef.current.tables(search),
        columns: (table) => sourceRef.current.columns(table),
      }),
    );
  };

  const newDataset = () => {
    const sql = statement();
    if (!sql) return void feedback.message.warning(t('dbConfig.console.empty'));
    void navigate(newDatasetUrl(sql, connection.id));
  };

  const shortcut = isMac() ? '⌘+Enter' : 'Ctrl+Enter';
  return (
    <div className="ts-db-console" data-testid="db-console">
      <div className="ts-db-console-toolbar">
        <Tooltip title={shortcut}>
          <Button type="primary" icon={<CaretRightOutlined />} disabled={running} onClick={runNow} data-testid="db-run">
            {t('dbConfig.console.run')}
          </Button>
        </Tooltip>
        <Button
          danger
          icon={<StopOutlined />}
          disabled={!running}
          loading={state.status === 'running' && state.cancelling}
          onClick={() => void cancel()}
          data-testid="db-cancel"
        >
          {t('dbConfig.console.cancel')}
        </Button>
        <Select<number>
          className="ts-db-max-rows"
          value={maxRows}
          onChange={setMaxRows}
          aria-label={t('dbConfig.console.maxRows')}
          options={MAX_ROWS_CHOICES.map((n) => ({
            value: n,
            label: t('dbConfig.console.maxRowsOption', { count: n, formatted: n.toLocaleString() }),
          }))}
        />
        <span className="ts-db-console-spacer" />
        <Button icon={<PlusOutlined />} onClick={newDataset} data-testid="db-new-dataset">
          {t('dbConfig.console.newDataset')}
        </Button>
      </div>
      <div className="ts-db-editor" data-testid="db-editor">
        <CodeEditor
          key={connection.id}
          value=""
          language={EDITOR_LANGUAGES[connection.kind]}
          path={`inmemory://tessera/console-${connection.id}.sql`}
          height={EDITOR_HEIGHT}
          placeholder={t('dbConfig.console.placeholder', { shortcut })}
          onMount={onMount}
        />
      </div>
      <Tabs
        className="ts-db-console-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as 'result' | 'history')}
        items={[
          { key: 'result', label: t('dbConfig.console.result'), children: <RunOutcome state={state} /> },
          {
            key: 'history',
            label: (
              <span data-testid="db-history-tab">
                {t('dbConfig.history.title')}
                {history?.length ? <span className="ts-muted"> {history.length}</span> : null}
              </span>
            ),
            children: <HistoryPanel entries={history} onPick={replaceText} />,
          },
        ]}
      />
    </div>
  );
});

export default SqlConsole;
