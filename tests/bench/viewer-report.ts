/** The viewer's figures, each target with whether it was met (issue 16), and the bench's verdict on them. */
import { ms } from './stats';
import { INITIAL_JS_TARGET_KB, OVERVIEW_SECTIONS, PAINT_TARGETS as T, type ViewerFigures } from './viewer';

const OVERVIEW_NAME = '/growth/engagement/overview, 8 charts + 4 tables';

interface Check {
  figure: string;
  pass: boolean;
}

const p50Of = (v: ViewerFigures, sections: number) => v.sizes.find((s) => s.sections === sections)?.p50 ?? NaN;

/** Every target of the viewer: a figure that is NaN (not measured) fails. */
export function viewerChecks(v: ViewerFigures): Check[] {
  const largest = v.sizes[v.sizes.length - 1];
  return [
    { figure: 'initial JavaScript', pass: v.initialJs.gzipKb <= INITIAL_JS_TARGET_KB },
    { figure: 'no editor/designer chunk', pass: v.forbiddenChunks.length === 0 },
    { figure: `${OVERVIEW_SECTIONS} sections painted p50`, pass: p50Of(v, OVERVIEW_SECTIONS) <= T.overviewP50Ms },
    { figure: `${largest.sections} sections painted p50`, pass: largest.p50 <= T.thirtyP50Ms },
    { figure: 'marginal cost per section', pass: v.marginalMs <= T.marginalMs },
  ];
}

export const viewerPasses = (v: ViewerFigures) => viewerChecks(v).every((c) => c.pass);

const verdict = (pass: boolean) => (pass ? 'within' : 'OVER');

export function printViewer(v: ViewerFigures): void {
  const passed = new Map(viewerChecks(v).map((c) => [c.figure, c.pass]));
  const largest = v.sizes[v.sizes.length - 1];
  console.log(`\nviewer (Chromium, ${OVERVIEW_NAME}; load average ${v.loadAverage.toFixed(1)} while painting):`);
  console.log(
    `  initial JavaScript (before the page document): ${v.initialJs.gzipKb.toFixed(0)} KB gzip in ${v.initialJs.files} files (${verdict(v.initialJs.gzipKb <= INITIAL_JS_TARGET_KB)} the ${INITIAL_JS_TARGET_KB} KB target)`,
  );
  console.log(
    `  all JavaScript to paint the page: ${v.pageJs.gzipKb.toFixed(0)} KB gzip in ${v.pageJs.files} files; editor/designer chunks: ${v.forbiddenChunks.length ? v.forbiddenChunks.join(', ') : 'none'}`,
  );
  for (const s of v.sizes) {
    const target =
      s.sections === OVERVIEW_SECTIONS
        ? ` (${verdict(passed.get(`${s.sections} sections painted p50`) ?? false)} the ${T.overviewP50Ms} ms target)`
        : s === largest
          ? ` (${verdict(passed.get(`${s.sections} sections painted p50`) ?? false)} the ${T.thirtyP50Ms} ms target)`
          : '';
    console.log(
      `  navigation → last of ${s.sections} sections painted (warm cache): p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms over ${s.runs} runs${target}; main-thread CPU until then p50 ${ms(s.cpuP50)} ms`,
    );
  }
  console.log(
    `  marginal cost per section ((${largest.sections} − ${v.sizes[0].sections}) sections, p50): ${ms(v.marginalMs)} ms (${verdict(v.marginalMs <= T.marginalMs)} the ${T.marginalMs} ms target)`,
  );
  console.log(
    `  main-thread CPU per section: ${ms(v.cpuMarginalMs)} ms (the load-independent part of the marginal cost)`,
  );
  console.log(
    `  navigation → every chart animation finished, ${OVERVIEW_SECTIONS} sections: p50 ${ms(v.settled.p50)} ms, p95 ${ms(v.settled.p95)} ms`,
  );
  console.log(`  100,000-point line (lttb): p50 ${ms(v.line100k.p50)} ms over ${v.line100k.runs} runs`);
}
