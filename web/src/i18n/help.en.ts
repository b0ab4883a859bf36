import type { Widen } from './types';
import type { helpZh } from './help.zh';

/** English texts of the help documents and the block uploader: the same keys as help.zh.ts. */
export const helpEn: Widen<typeof helpZh> = {
  helpDocs: {
    title: 'Help documents',
    navbar: 'Help documents',
    search: 'Search titles and text',
    add: 'New document',
    empty: 'No help documents yet',
    emptySearch: 'No document matches',
    updated: 'Updated by {{name}} on {{time}}',
    back: 'Back to the list',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete the document “{{title}}”? This cannot be undone.',
    deleted: 'Document deleted',
    saved: 'Document saved',
    save: 'Save',
    cancel: 'Cancel',
    newTitle: 'New help document',
    editTitle: 'Edit help document',
    titleLabel: 'Title',
    titleRequired: 'Please enter a title',
    content: 'Text (Markdown)',
    contentPlaceholder: '# Heading\n\nTables, code blocks, images and the rest of Markdown work here',
    preview: 'Preview',
    previewEmpty: 'Type the text on the left; it shows here as you type',
    toc: 'Contents',
    tocEmpty: 'The text has no headings',
    insertImage: 'Insert image',
    uploading: 'Uploading {{done}}/{{total}}',
    uploadFailed: 'The image could not be uploaded: {{reason}}',
    notImage: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
    notFound: 'The document does not exist or was deleted',
  },
};
