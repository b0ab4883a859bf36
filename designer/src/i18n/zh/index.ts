import data from './data';
import edits from './edits';
import filters from './filters';
import formatters from './formatters';
import palette from './palette';
import ui from './ui';

export default { data, edits, filters, formatters, palette, ui };
