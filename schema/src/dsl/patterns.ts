/**
 * Text patterns of the DSL, apart from the schema builders: the browser's rules import them without pulling in
 * TypeBox, which the viewer never needs.
 */

/** Keys of sections, datasets and connections in documents kept in git before import (ids come later). */
export const KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_-]*$';
/** Chart/table height given as text: digits, or 'auto'. */
export const HEIGHT_PATTERN = '^(auto|[0-9]+(\\.[0-9]+)?)$';
/** A latest selectable date: 'today' or a fixed YYYY-MM-DD. */
export const MAX_DATE_PATTERN = '^(today|[0-9]{4}-[0-9]{2}-[0-9]{2})$';
/** Page urls are paths inside the product. */
export const URL_PATH_PATTERN = '^/';
