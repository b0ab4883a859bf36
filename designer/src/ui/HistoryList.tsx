import type { Lang } from '@tessera/schema/rules';
import { describeEdit } from '../edit/description';
import { useDesigner } from '../edit/hooks';
import { useText } from '../i18n';

/** The undo history: the page as opened, every step done (the current one marked), then the steps undone. */
export default function HistoryList({ lang }: { lang: Lang }) {
  const t = useText();
  const past = useDesigner((s) => s.past);
  const future = useDesigner((s) => s.future);
  return (
    <section className="ts-designer-history" aria-label={t('ui.history')}>
      <div className="ts-designer-panel-title">{t('ui.history')}</div>
      <ol data-testid="designer-history">
        <li className={past.length === 0 ? 'is-current' : undefined}>{t('ui.historyOpened')}</li>
        {past.map((entry, i) => (
          <li key={entry.id} className={i === past.length - 1 ? 'is-current' : undefined} data-testid="history-done">
            {describeEdit(entry.description, lang)}
          </li>
        ))}
        {[...future].reverse().map((entry) => (
          <li key={entry.id} className="is-undone" data-testid="history-undone">
            {describeEdit(entry.description, lang)}
          </li>
        ))}
      </ol>
    </section>
  );
}
