import edits from './edits';
import palette from './palette';

export default { edits, palette };
