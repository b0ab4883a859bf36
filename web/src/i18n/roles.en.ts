import type { Widen } from './types';
import type { rolesZh } from './roles.zh';

/** English texts of the role screen: the same keys as roles.zh.ts. */
export const rolesEn: Widen<typeof rolesZh> = {
  roles: {
    title: 'Roles',
    navbar: 'Roles',
    appRoles: 'Roles of {{app}}',
    noApp: 'Pick an app in the top bar first',
    add: 'New role',
    rename: 'Rename',
    delete: 'Delete',
    confirmDelete: 'Delete the role "{{name}}"? Its members lose the pages and permissions it gave them at once.',
    name: 'Role name',
    nameRequired: 'Enter a role name',
    empty: 'This app has no roles yet',
    pick: 'Pick a role on the left',
    counts: 'Pages: {{pages}} · Members: {{users}}',
    tabs: { pages: 'Pages', types: 'Permission types', users: 'Members' },
    builtIn: 'Built-in screens',
    screens: { visitStat: 'Visit statistics', userFlow: 'User flow' },
    saveTree: 'Save pages',
    savedTree: 'Saved: members get it on their next request',
    types: {
      can_edit_app_announcement: 'Edit the app announcement',
      page_can_share: 'Share pages',
      can_approve_requests: 'Approve access requests',
      can_edit_help: 'Edit help documents',
    },
    typesHint: 'Permission types apply to every member of the role in this app',
    saveTypes: 'Save permission types',
    savedTypes: 'Permission types saved',
    userSearch: 'Search username or name',
    addMember: 'Add member',
    memberAdded: '{{name}} added',
    remove: 'Remove',
    confirmRemove: 'Remove {{name}} from this role?',
    memberRemoved: '{{name}} removed',
    username: 'Username',
    realname: 'Name',
    memberSearch: 'Search members',
  },
};
