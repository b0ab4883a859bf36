import type zh from '../zh/comments';

export default {
  addTitle: 'Add a comment',
  point: 'Commenting on',
  wholeChart: 'The whole chart',
  series: 'Series',
  content: 'Comment',
  contentPlaceholder: 'Say what explains this data point',
  contentRequired: 'Please enter the comment',
  submit: 'Post comment',
  cancel: 'Cancel',
  added: 'Comment posted',
  addFailed: 'Failed to post the comment',
  bannerTitle: 'Comments ({{count}})',
  authorAt: '{{author}} · {{time}}',
} satisfies Record<keyof typeof zh, string>;
