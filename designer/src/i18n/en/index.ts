import edits from './edits';
import palette from './palette';
import ui from './ui';

export default { edits, palette, ui };
