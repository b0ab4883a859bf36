/** Sign-in. */

export interface LoginBody {
  username: string;
  password: string;
}

export const authSchemas = {
  login: {
    type: 'object',
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64 },
      password: { type: 'string', minLength: 1, maxLength: 200 },
    },
    required: ['username', 'password'],
    additionalProperties: false,
  },
} as const;
