import { Type, type Static } from '@sinclair/typebox';
import { StrictObject, describe } from './common';
import { TableBasicSchema } from './table-basic';
import { TableColumnSchema } from './table-column';

/** A section's table: basic settings plus its columns. */
export const TableConfigSchema = StrictObject(
  {
    basic: Type.Optional(
      describe(TableBasicSchema, 'Table basic settings (paging, export, height, …)', { default: {} }),
    ),
    columns: Type.Optional(
      Type.Array(TableColumnSchema, { default: [], description: 'Table columns, in display order' }),
    ),
  },
  { description: 'Table configuration of a section' },
);
export type TableConfig = Static<typeof TableConfigSchema>;
