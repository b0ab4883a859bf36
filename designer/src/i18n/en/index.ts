import canvas from './canvas';
import data from './data';
import edits from './edits';
import filters from './filters';
import formatters from './formatters';
import palette from './palette';
import settings from './settings';
import ui from './ui';

export default { canvas, data, edits, filters, formatters, palette, settings, ui };
