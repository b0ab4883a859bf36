/** Texts of the side-by-side language fields (page content in zh and en). */
export default {
  english: 'English',
  englishOf: '{{field}} (English)',
  sectionTitle: 'Section title',
  description: 'Description (English)',
  pageTexts: 'Page texts',
  pageName: 'Page name',
  pageTips: 'Page tips',
  pageStatement: 'Page statement',
  xAxisName: 'X axis name',
  yAxisName: 'Y axis name',
  y2AxisName: 'Second y axis name',
  fieldTexts: 'Name and description',
  fieldName: 'Field name',
  fieldDescription: 'Field description',
};
