import { memo } from 'react';
import type { Lang } from '@tessera/schema/rules';
import { describeEdit } from '../edit/description';
import { useDesigner } from '../edit/hooks';
import type { HistoryEntry } from '../edit/store';
import { useText } from '../i18n';

type RowState = 'done' | 'current' | 'undone';

/**
 * One step of the list. Memoised: an undo or a new step changes the state of one or two rows, and the others (up to
 * the 300 steps the stack keeps) are neither described again nor rendered.
 */
const HistoryRow = memo(function HistoryRow({
  entry,
  state,
  lang,
}: {
  entry: HistoryEntry;
  state: RowState;
  lang: Lang;
}) {
  return (
    <li
      className={state === 'current' ? 'is-current' : state === 'undone' ? 'is-undone' : undefined}
      data-testid={state === 'undone' ? 'history-undone' : 'history-done'}
    >
      {describeEdit(entry.description, lang)}
    </li>
  );
});

/** The undo history: the page as opened, every step done (the current one marked), then the steps undone. */
export default function HistoryList({ lang }: { lang: Lang }) {
  const t = useText();
  const past = useDesigner((s) => s.past);
  const future = useDesigner((s) => s.future);
  const undone: HistoryEntry[] = [];
  for (let i = future.length - 1; i >= 0; i -= 1) undone.push(future[i]);
  return (
    <section className="ts-designer-history" aria-label={t('ui.history')}>
      <div className="ts-designer-panel-title">{t('ui.history')}</div>
      <ol data-testid="designer-history">
        <li className={past.length === 0 ? 'is-current' : undefined}>{t('ui.historyOpened')}</li>
        {past.map((entry, i) => (
          <HistoryRow key={entry.id} entry={entry} state={i === past.length - 1 ? 'current' : 'done'} lang={lang} />
        ))}
        {undone.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} state="undone" lang={lang} />
        ))}
      </ol>
    </section>
  );
}
