import { Tag } from 'antd';
import type { Lang } from '@tessera/schema/rules';
import { useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import { revealInJson } from '../json/reveal';
import { sectionIndexOf, useProblems, type Problem, type ServerProblem } from './issues';
import './problems.css';

interface Props {
  lang: Lang;
  /** The server's pointer errors from the last refused save or publish. */
  server?: readonly ServerProblem[];
  /** A problem was picked: the designer shows the JSON view, which then jumps to its field. */
  onJump?: (pointer: string) => void;
}

/** Every error and warning of the page as edited (the schema's rules) and the server's; a click goes to the field. */
export default function ProblemsPanel({ lang, server, onJump }: Props) {
  const t = useText();
  const store = useDesignerStore();
  const problems = useProblems(lang, server);
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;

  const jump = (problem: Problem) => {
    const index = sectionIndexOf(problem.pointer);
    const section = index === null ? undefined : store.getState().doc.sections[index];
    if (section) store.getState().select(String(section.id));
    onJump?.(problem.pointer);
    revealInJson(store, problem.pointer);
  };

  return (
    <section className="ts-designer-problems" aria-label={t('problems.title')} data-testid="designer-problems">
      <div className="ts-designer-panel-title">
        {t('problems.title')} {errors > 0 && <Tag color="error">{t('problems.errors', { count: errors })}</Tag>}
        {warnings > 0 && <Tag color="warning">{t('problems.warnings', { count: warnings })}</Tag>}
      </div>
      {problems.length === 0 ? (
        <div className="ts-designer-problems-none">{t('problems.none')}</div>
      ) : (
        <ul>
          {problems.map((problem, i) => (
            <li key={`${problem.source}:${problem.pointer}:${i}`}>
              <button
                type="button"
                className={`ts-designer-problem is-${problem.severity}`}
                onClick={() => jump(problem)}
                data-testid="designer-problem"
                data-pointer={problem.pointer}
              >
                <span className="ts-designer-problem-kind">
                  {problem.source === 'server'
                    ? t('problems.server')
                    : problem.source === 'json'
                      ? t('problems.json')
                      : t(problem.severity === 'error' ? 'problems.error' : 'problems.warning')}
                </span>
                <span className="ts-designer-problem-message">{problem.message}</span>
                <code className="ts-designer-problem-pointer">{problem.pointer || '/'}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
