/** Field authority (spec section 7): who sees which columns (categories) and which rows (row rules) of a dataset. */

export const CATEGORY_PERSON_KINDS = ['manager', 'user'] as const;
/** A manager edits the category's users; a user sees its columns (a manager does too). */
export type CategoryPersonKind = (typeof CATEGORY_PERSON_KINDS)[number];

export const ROW_RULE_KINDS = ['regular', 'base'] as const;
/** `regular`: holds the users and roles it names. `base`: holds everyone except the holders of its roles. */
export type RowRuleKind = (typeof ROW_RULE_KINDS)[number];

export const ROW_RULE_SOURCES = ['values', 'username', 'roles', 'attribute'] as const;
/**
 * What the column is compared with: the rule's own values, the caller's username, the names of his roles in the
 * dataset's app, or the values of one of his custom attributes.
 */
export type RowRuleSource = (typeof ROW_RULE_SOURCES)[number];

/** A column a category holds. */
export interface CategoryColumn {
  data_set_id: number;
  data_set_name: string;
  column_key: string;
  /** The dataset column's name ('' when the dataset no longer has the column). */
  column_name: string;
}

export interface FieldCategoryRecord {
  id: number;
  app_id: number;
  name: string;
  description: string;
  columns: CategoryColumn[];
  manager_count: number;
  user_count: number;
}

/** A manager or user of a category. */
export interface CategoryPerson {
  username: string;
  realname: string;
}

/** `category/edit-permission`: may the caller edit the category's users. */
export interface CategoryEditPermission {
  id: number;
  can_edit: boolean;
}

/** A section that shows some of a category's columns (`category/diagrams`). */
export interface CategoryDiagram {
  diagram_id: number;
  title: string;
  page_name: string;
  url: string | null;
  data_set_id: number;
  column_keys: string[];
}

export interface RowRuleRecord {
  id: number;
  kind: RowRuleKind;
  column_key: string;
  source: RowRuleSource;
  /** source `values`: the values the column may hold. */
  values: string[];
  /** source `attribute`: the custom attribute's key. */
  attribute: string | null;
  /** regular: the users it holds; base: unused. */
  usernames: string[];
  /** regular: the roles whose holders it holds; base: the roles exempt from it. */
  role_ids: number[];
}

/** The row rules of a dataset and its restricted flag (restricted: a user no rule admits gets no rows). */
export interface DatasetRowRules {
  data_set_id: number;
  restricted: boolean;
  rules: RowRuleRecord[];
}

/** A user's custom attributes, read by row rules. */
export interface UserAttributes {
  username: string;
  attributes: Record<string, string[]>;
}
