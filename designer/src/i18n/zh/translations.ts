/** Texts of the side-by-side language fields (page content in zh and en). */
export default {
  english: 'English',
  englishOf: '{{field}}（英文）',
  sectionTitle: '区块标题',
  description: '说明（英文）',
};
