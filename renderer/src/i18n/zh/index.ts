import common from './common';
import filters from './filters';
import table from './table';
import chart from './chart';
import comments from './comments';
import realtime from './realtime';

export default { common, filters, table, chart, comments, realtime };
