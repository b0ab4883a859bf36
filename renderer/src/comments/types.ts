import type { ReactNode } from 'react';

/** A clicked chart point: the keyed field and its value, e.g. { dt: '2024-05-01' }, and the series clicked. */
export interface CommentPoint {
  field_value: Record<string, string | number | null>;
  series_name?: string;
}

export interface ChartComments {
  /** The section allows comments (chart_is_comment). */
  enabled: boolean;
  /** Existing comments, shown over the chart (null when there are none or comments are off). */
  banner: ReactNode;
  /** The add-comment dialog (render it once, anywhere in the section). */
  dialog: ReactNode;
  /** Opens the add-comment dialog for a point. */
  openForPoint: (point: CommentPoint) => void;
}
