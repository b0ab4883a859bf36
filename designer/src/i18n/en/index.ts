import data from './data';
import edits from './edits';
import formatters from './formatters';
import json from './json';
import palette from './palette';
import problems from './problems';
import ui from './ui';

export default { data, edits, formatters, json, palette, problems, ui };
