import type { TemplateBundle } from '../../template';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';

/** Dataset keys are unique in a bundle: sections name their dataset by key, so two would make it ambiguous. */
export function uniqueDatasetKeys(bundle: TemplateBundle): DocumentIssue[] {
  const first = new Map<string, number>();
  const issues: DocumentIssue[] = [];
  (bundle.datasets ?? []).forEach((dataset, i) => {
    const seen = first.get(dataset.key);
    if (seen === undefined) {
      first.set(dataset.key, i);
      return;
    }
    const firstAt = at('', 'datasets', seen, 'key');
    issues.push(
      error(at('', 'datasets', i, 'key'), {
        en: `dataset key "${dataset.key}" is used twice (first at ${firstAt})`,
        zh: `数据集 key "${dataset.key}" 重复（首次出现在 ${firstAt}）`,
      }),
    );
  });
  return issues;
}
