import type { Filter } from '../../filter';
import type { Section } from '../../section';
import type { TemplateBundle } from '../../template';
import { at } from '../pointer';
import { error, warning, type DocumentIssue } from '../types';

/** Where a section of a bundle names a dataset: its own data_set_id, its query model, and filter options. */
function datasetRefs(section: Section, sectionAt: string): { ref: string | number; pointer: string }[] {
  const refs: { ref: string | number; pointer: string }[] = [];
  if (section.data_set_id !== undefined) refs.push({ ref: section.data_set_id, pointer: at(sectionAt, 'data_set_id') });
  const model = section.diagram_sql_model?.data_set_id;
  if (model !== undefined) refs.push({ ref: model, pointer: at(sectionAt, 'diagram_sql_model', 'data_set_id') });
  refs.push(...optionRefs(section.filter_config_model_list, at(sectionAt, 'filter_config_model_list')));
  return refs;
}

function optionRefs(
  filters: readonly Filter[] | undefined,
  listAt: string,
): { ref: string | number; pointer: string }[] {
  return (filters ?? []).flatMap((filter, f) =>
    (filter.values ?? []).flatMap((option, o) =>
      option.data_set_id === undefined
        ? []
        : [{ ref: option.data_set_id, pointer: at(listAt, f, 'values', o, 'data_set_id') }],
    ),
  );
}

/**
 * A bundle is imported into another install, so its sections name datasets by the key of a dataset it carries.
 * An unknown key cannot be imported (error); a stored integer id belongs to the install it was exported from and
 * may mean another dataset elsewhere (warning).
 */
export function templateDatasetRefs(bundle: TemplateBundle): DocumentIssue[] {
  const keys = (bundle.datasets ?? []).map((d) => d.key);
  const known = new Set(keys);
  const listed = keys.length > 0 ? keys.map((k) => `"${k}"`).join(', ') : null;
  const issues: DocumentIssue[] = [];
  bundle.pages.forEach((page, p) => {
    const pageAt = at('', 'pages', p);
    const refs = [
      ...page.sections.flatMap((section, s) => datasetRefs(section, at(pageAt, 'sections', s))),
      ...optionRefs(page.global_filters, at(pageAt, 'global_filters')),
    ];
    for (const { ref, pointer } of refs) {
      if (typeof ref === 'number') {
        issues.push(
          warning(pointer, {
            en: `dataset id ${ref} belongs to the install this was exported from; a template should name one of its datasets by key`,
            zh: `数据集 id ${ref} 属于导出时的环境；模板应按 key 引用自带的数据集`,
          }),
        );
      } else if (!known.has(ref)) {
        issues.push(
          error(pointer, {
            en: `dataset "${ref}" is not in this template's datasets (${listed ? `known: ${listed}` : 'it has none'})`,
            zh: `数据集 "${ref}" 不在本模板的 datasets 中（${listed ? `已有：${listed}` : '模板没有数据集'}）`,
          }),
        );
      }
    }
  });
  return issues;
}
