import type { VisitFlow, VisitFlowDropOff, VisitFlowQuery } from '@tessera/schema/api';
import type { Lang } from '@tessera/schema/rules';
import type { CurrentUser } from '../../core/state';
import type { MetadataSource } from '../../datasources/metadata';
import type { Store } from '../../store';
import { appsFor } from './access';
import { resolveRange } from './range';
import { count, instant, visitsIn } from './sql';

/** The most frequent paths listed. */
const TOP_PATHS = 10;

interface Step {
  entryId: number;
  at: number;
}

/** A node's unique name: its step (1 = the start page) and the page; a page seen at two steps is two nodes. */
const nodeName = (step: number, page: string) => `${step + 1}. ${page}`;

/**
 * Where the visitors of a start page went next. A user's page visits, in order, are cut into sessions wherever
 * more than `session_minutes` pass between two; a session counts from its first visit of the start page and follows
 * up to `depth` further pages (a reload of the same page is not a step). The links between consecutive steps give
 * the Sankey; the sessions whose path stops before `depth` are the drop-offs of the node they stopped at.
 */
export class VisitFlowService {
  constructor(
    private readonly store: Store,
    private readonly source: MetadataSource,
  ) {}

  /** Page names in `lang` (English names where pages have one). */
  async flow(user: CurrentUser, query: VisitFlowQuery, lang: Lang = 'zh', now?: Date): Promise<VisitFlow> {
    const range = resolveRange(query, now);
    const apps = await appsFor(this.store, user, '/userFlow', query.app_id);
    const rows = await this.source.rows(
      visitsIn(this.source, { apps, range })
        .select('v.user_id', 'v.entry_id', 'v.visited_at')
        .orderBy([
          { column: 'v.user_id', order: 'asc' },
          { column: 'v.visited_at', order: 'asc' },
          { column: 'v.id', order: 'asc' },
        ]),
    );
    const gapMs = query.session_minutes * 60_000;
    const paths: number[][] = [];
    let userId: unknown = null;
    let session: Step[] = [];
    const close = () => {
      const path = pathFrom(session, query.entry_id, query.depth);
      if (path) paths.push(path);
    };
    for (const row of rows) {
      const step = { entryId: count(row.entry_id), at: Date.parse(instant(row.visited_at) ?? '') };
      const last = session[session.length - 1];
      if (row.user_id !== userId || (last && step.at - last.at > gapMs)) {
        close();
        session = [];
        userId = row.user_id;
      }
      session.push(step);
    }
    close();
    const names = await this.pageNames(new Set(paths.flat()), lang);
    return { start_date: range.start_date, end_date: range.end_date, ...summarise(paths, names, query.depth) };
  }

  private async pageNames(ids: Set<number>, lang: Lang): Promise<Map<number, string>> {
    if (!ids.size) return new Map();
    const rows = await this.store.models.Entry.findAll({
      where: { id: [...ids] },
      attributes: ['id', 'name', 'name_en'],
    });
    return new Map(rows.map((e) => [e.id, (lang === 'en' && e.name_en) || e.name]));
  }
}

/** The pages of a session from its first visit of `start` on, reloads folded, at most depth + 1 pages. */
function pathFrom(session: Step[], start: number, depth: number): number[] | null {
  const first = session.findIndex((s) => s.entryId === start);
  if (first < 0) return null;
  const path: number[] = [];
  for (const step of session.slice(first)) {
    if (path[path.length - 1] === step.entryId) continue;
    path.push(step.entryId);
    if (path.length > depth) break;
  }
  return path;
}

function summarise(
  paths: number[][],
  names: Map<number, string>,
  depth: number,
): Omit<VisitFlow, 'start_date' | 'end_date'> {
  const pageOf = (id: number) => names.get(id) ?? `#${id}`;
  const nodes = new Map<string, { step: number; entry_id: number; reached: number; ended: number }>();
  const links = new Map<string, { source: string; target: string; value: number }>();
  const byPath = new Map<string, { pages: string[]; sessions: number }>();
  for (const path of paths) {
    path.forEach((id, step) => {
      const name = nodeName(step, pageOf(id));
      const node = nodes.get(name) ?? { step, entry_id: id, reached: 0, ended: 0 };
      node.reached += 1;
      if (step === path.length - 1 && step < depth) node.ended += 1;
      nodes.set(name, node);
      if (step === 0) return;
      const source = nodeName(step - 1, pageOf(path[step - 1]));
      const key = `${source}\n${name}`;
      const link = links.get(key) ?? { source, target: name, value: 0 };
      link.value += 1;
      links.set(key, link);
    });
    const pages = path.map(pageOf);
    const key = pages.join('\n');
    const entry = byPath.get(key) ?? { pages, sessions: 0 };
    entry.sessions += 1;
    byPath.set(key, entry);
  }
  const drop_offs: VisitFlowDropOff[] = [...nodes]
    .filter(([, n]) => n.ended > 0)
    .map(([name, n]) => ({
      step: n.step + 1,
      page_name: name.slice(name.indexOf('. ') + 2),
      sessions: n.ended,
      rate: Math.round((n.ended / n.reached) * 1000) / 10,
    }))
    .sort((a, b) => b.sessions - a.sessions || a.step - b.step);
  return {
    sessions: paths.length,
    nodes: [...nodes].map(([name, n]) => ({
      name,
      step: n.step + 1,
      entry_id: n.entry_id,
      page_name: pageOf(n.entry_id),
    })),
    links: [...links.values()].sort((a, b) => b.value - a.value),
    top_paths: [...byPath.values()].sort((a, b) => b.sessions - a.sessions).slice(0, TOP_PATHS),
    drop_offs,
  };
}
