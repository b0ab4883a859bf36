/** Narrowest and widest a multi-select gets; past the widest, names fold into "+ N …". */
export const MULTI_MIN_WIDTH = 160;
export const MULTI_MAX_WIDTH = 360;
/** A tag's padding, close icon and gap, and the select's own padding, arrow and clear icon (antd's defaults). */
const TAG_CHROME = 30;
const SELECT_CHROME = 48;

let context: CanvasRenderingContext2D | null | undefined;

/** The width of a text in the page's 14 px font; a CJK-aware guess where there is no canvas. */
function textWidth(text: string): number {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  if (context) {
    context.font = `14px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
    const measured = context.measureText(text).width;
    if (measured > 0) return measured;
  }
  return [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 14 : 8), 0);
}

/**
 * A multi-select's width for its chosen names: wide enough to show them all, within the limits. antd's
 * responsive tags measure the box they are given, so a box that does not grow with the names shows "+ 2 …" for
 * two short ones (issue 18).
 */
export function multiSelectWidth(names: readonly string[]): number {
  const wanted = names.reduce((sum, name) => sum + textWidth(name) + TAG_CHROME, SELECT_CHROME);
  return Math.round(Math.min(MULTI_MAX_WIDTH, Math.max(MULTI_MIN_WIDTH, wanted)));
}
