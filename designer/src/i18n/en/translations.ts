/** Texts of the side-by-side language fields (page content in zh and en). */
export default {
  english: 'English',
  englishOf: '{{field}} (English)',
  sectionTitle: 'Section title',
  description: 'Description (English)',
};
