import canvas from './canvas';
import data from './data';
import edits from './edits';
import filters from './filters';
import formatters from './formatters';
import json from './json';
import palette from './palette';
import problems from './problems';
import settings from './settings';
import translations from './translations';
import ui from './ui';

export default { canvas, data, edits, filters, formatters, json, palette, problems, settings, translations, ui };
