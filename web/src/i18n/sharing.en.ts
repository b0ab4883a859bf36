import type { Widen } from './types';
import type { sharingZh } from './sharing.zh';

/** English texts of the share modal and the user permission list: the same keys as sharing.zh.ts. */
export const sharingEn: Widen<typeof sharingZh> = {
  share: {
    tool: 'Share pages',
    title: 'Share pages',
    users: 'Share with',
    usersPlaceholder: 'Search users by username or name',
    pages: 'Pages to share',
    pagesHelp: 'Only pages you can open are listed; a shared level-A page opens once approved.',
    usersRequired: 'please select share users',
    pagesRequired: 'please select share pages',
    alreadyHas: 'already has permission',
    empty: 'No page to share',
    submit: 'Share',
  },
  permissionList: {
    title: 'User permissions',
    help: 'Who can open which page, and through which role, share or direct grant.',
    user: 'User',
    userSearch: 'Username or name',
    page: 'Page',
    pageSearch: 'Page name or url',
    role: 'Role',
    roleSearch: 'Role name',
    app: 'App',
    allApps: 'All apps',
    source: 'Through',
    allSources: 'Any source',
    sources: { role: 'Role', share: 'Share', user: 'Direct grant' },
    via: 'How',
    viaRole: 'Role: {{role}}',
    viaShare: 'Shared by {{by}}',
    viaUser: 'Granted directly ({{by}})',
    at: 'When',
    search: 'Search',
    reset: 'Reset',
    download: 'Download CSV',
    downloaded: 'Downloaded',
  },
};
