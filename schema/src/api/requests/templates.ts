/** Template export and import. The bundle is checked by the DSL validators, not here. */
import { Type, type Static } from '@sinclair/typebox';
import { contract, docObject, id, queryContract } from './primitives';

export const TemplateExportQuery = queryContract('TemplateExportQuery', { page_id: id });
export type TemplateExportQuery = Static<typeof TemplateExportQuery>;
export const TemplateImportBody = contract('TemplateImportBody', {
  app_id: id,
  bundle: docObject,
  parent_id: Type.Optional(Type.Union([id, Type.Null()])),
  replace: Type.Boolean({ default: false }),
});
export type TemplateImportBody = Static<typeof TemplateImportBody>;
