/** The data workbench's admin screens that have the ordinary sidebar (spec section 2); admins only. */
export const MANAGE_PATHS = [
  '/admin/field/config',
  '/admin/field/value/manage',
  '/admin/field/authority/config',
  '/admin/options/manage',
  '/admin/app/manage',
  '/admin/query/page',
  '/admin/management',
];
