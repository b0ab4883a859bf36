/** Page visits. */

export interface VisitUrlBody {
  url: string;
}

export const visitSchemas = {
  visitUrl: {
    type: 'object',
    properties: { url: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^/' } },
    required: ['url'],
    additionalProperties: false,
  },
} as const;
