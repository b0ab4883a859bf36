import type { TObject, TSchema } from '@sinclair/typebox';
import { SCHEMA_BASE_PATH } from '@tessera/schema/dsl';
import type { DeclaredRoute } from '../../core/routes';
import { TOKEN_COOKIE } from '../auth/tokens';

type Json = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: Json;
}

export interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: { 'application/json': { schema: Json } } };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
  security?: never[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
  security: Record<string, never[]>[];
}

/** A contract as plain JSON Schema: TypeBox's symbol keys dropped, the `$id` moved to the component name. */
export function plainSchema(schema: TSchema): Json {
  const json = JSON.parse(JSON.stringify(schema)) as Json;
  delete json.$id;
  return json;
}

const nameOf = (schema: TObject): string => String(schema.$id);

/** `/customize/page-diagram/list-with-page` → `customizePageDiagramListWithPage` (+ the method when a path has several). */
function operationId(route: DeclaredRoute, shared: boolean): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const id = words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
  return shared ? `${route.method.toLowerCase()}${id[0].toUpperCase()}${id.slice(1)}` : id;
}

function queryParameters(query: TObject): OpenApiParameter[] {
  const required = new Set(query.required ?? []);
  return Object.entries(query.properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: plainSchema(schema),
  }));
}

const envelope = (data: Json = {}): Json => ({
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' }, result_data: data },
  required: ['code', 'message', 'result_data'],
});

/**
 * The OpenAPI 3.1 description of the declared routes. Request contracts become components named by their `$id`;
 * DSL document bodies refer to the published JSON Schemas (`${basePath}schemas/<kind>.json`).
 */
export function openApiDocument(
  routes: readonly DeclaredRoute[],
  options: { apiPrefix: string; basePath: string; version: string },
): OpenApiDocument {
  const schemas: Record<string, Json> = {};
  const paths: OpenApiDocument['paths'] = {};
  const methodsPerPath = new Map<string, number>();
  for (const r of routes) methodsPerPath.set(r.path, (methodsPerPath.get(r.path) ?? 0) + 1);

  for (const route of routes) {
    const operation: OpenApiOperation = {
      operationId: operationId(route, (methodsPerPath.get(route.path) ?? 0) > 1),
      responses: {
        '200': route.answers
          ? { description: route.answers, content: { [route.answers]: { schema: {} } } }
          : { description: 'envelope', content: { 'application/json': { schema: envelope() } } },
        '400': { description: 'envelope naming each invalid field' },
      },
    };
    if (route.query) operation.parameters = queryParameters(route.query);
    let body: Json | undefined;
    if (route.body) {
      schemas[nameOf(route.body)] = plainSchema(route.body);
      body = { $ref: `#/components/schemas/${nameOf(route.body)}` };
    } else if (route.document) {
      body = { $ref: `${options.basePath}${SCHEMA_BASE_PATH.slice(1)}${route.document}.json` };
    }
    if (body) operation.requestBody = { required: true, content: { 'application/json': { schema: body } } };
    if (route.public) operation.security = [];
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Tessera',
      version: options.version,
      description: 'Every call answers the envelope {code, message, result_data} unless it says otherwise.',
    },
    servers: [{ url: options.apiPrefix }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: TOKEN_COOKIE },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
  };
}
