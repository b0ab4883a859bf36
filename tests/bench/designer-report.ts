/** The designer's figures as a table: each with its bound and whether it passed. */
import os from 'node:os';
import { DESIGNER_BOUNDS as B, type DesignerFigures } from './designer';
import { ms, table } from './stats';

interface Row {
  figure: string;
  measured: string;
  bound: string;
  pass: boolean;
}

const kb = (value: number) => `${value.toFixed(0)} KB`;
const spread = (l: { p50: number; p95: number; max: number; runs: number }) =>
  `p50 ${ms(l.p50)} ms, p95 ${ms(l.p95)}, max ${ms(l.max)} (${l.runs} runs)`;

export function designerRows(f: DesignerFigures): Row[] {
  const { designerJs: d, monacoJs: m, viewerJs: v } = f;
  return [
    {
      figure: 'designer route JavaScript until interactive (gzip)',
      measured: `${kb(d.gzipKb)} in ${d.files} files; monaco: ${d.monacoBefore.length ? d.monacoBefore.join(', ') : 'none'}`,
      bound: `≤ ${B.designerJsKb} KB, no monaco`,
      pass: d.gzipKb <= B.designerJsKb && d.monacoBefore.length === 0,
    },
    {
      figure: 'JavaScript fetched when the JSON tab opens (gzip)',
      measured: `${kb(m.gzipKb)} in ${m.files} files; monaco: ${m.monacoFiles.length ? m.monacoFiles.length : 'none'}`,
      bound: 'monaco here',
      pass: m.monacoFiles.length > 0,
    },
    {
      figure: 'viewer route initial JavaScript (gzip)',
      measured: `${kb(v.initial.gzipKb)} in ${v.initial.files} files (all: ${kb(v.all.gzipKb)}); designer/monaco: ${v.forbidden.length ? v.forbidden.join(', ') : 'none'}`,
      bound: `≤ ${B.viewerJsKb} KB, none`,
      pass: v.initial.gzipKb <= B.viewerJsKb && v.forbidden.length === 0,
    },
    {
      figure: `navigation → designer interactive, overview (${f.sections.overview} sections, warm)`,
      measured: spread(f.openOverview),
      bound: `p50 ≤ ${B.openOverviewMs} ms`,
      pass: f.openOverview.p50 <= B.openOverviewMs,
    },
    {
      figure: `navigation → designer interactive, ${f.sections.large} sections (warm)`,
      measured: spread(f.openLarge),
      bound: `p50 ≤ ${B.openLargeMs} ms`,
      pass: f.openLarge.p50 <= B.openLargeMs,
    },
    {
      figure: `frame interval while dragging a section, ${f.sections.large} sections`,
      measured: `p50 ${ms(f.dragFrames.p50)} ms, p95 ${ms(f.dragFrames.p95)}, max ${ms(f.dragFrames.max)} (${f.dragFrames.frames} frames)`,
      bound: `p95 ≤ ${B.dragFrameP95Ms} ms`,
      pass: f.dragFrames.p95 <= B.dragFrameP95Ms,
    },
    {
      figure: 'panel edit (legend switch) → preview chart redrawn (a click waits no debounce)',
      measured: spread(f.panelToPreview),
      bound: `p50 ≤ ${B.panelToPreviewP50Ms} ms`,
      pass: f.panelToPreview.p50 <= B.panelToPreviewP50Ms,
    },
    {
      figure: `JSON edit (a key typed) → section list updated, ${f.sections.large} sections (30 ms debounce included)`,
      measured: spread(f.jsonToCanvas),
      bound: `max ≤ ${B.jsonToCanvasMs} ms`,
      pass: f.jsonToCanvas.max <= B.jsonToCanvasMs,
    },
    {
      figure: `Ctrl+Z → history shows the step undone, each of 200, ${f.sections.large} sections`,
      measured: spread(f.undo),
      bound: `max ≤ ${B.undoMs} ms`,
      pass: f.undo.max <= B.undoMs,
    },
  ];
}

export const designerPasses = (f: DesignerFigures) => designerRows(f).every((r) => r.pass);

export function printDesigner(f: DesignerFigures): void {
  const rows = designerRows(f);
  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log(`\ndesigner (Chromium, /admin/config2; ${os.cpus().length} CPUs, load average ${load.join(' ')}):\n`);
  console.log(
    table([
      ['figure', 'measured', 'bound', 'result'],
      ...rows.map((r) => [r.figure, r.measured, r.bound, r.pass ? 'pass' : 'FAIL']),
    ]),
  );
}
