/** Schema pieces the request groups share (not exported from the package). */
import { PAGING } from '../../constants';

export const id = { type: 'integer', minimum: 1 } as const;
export const flag = { type: 'integer', enum: [0, 1] } as const;
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const paging = (pageSize: number) =>
  ({
    page: { type: 'integer', minimum: 1, default: PAGING.DEFAULT_PAGE },
    page_size: { type: 'integer', minimum: 1, maximum: PAGING.MAX_PAGE_SIZE, default: pageSize },
  }) as const;
/** Dataset and section keys (the DSL's KEY_PATTERN); 80 characters leave room for the `#id` a soft delete appends. */
export const KEY = { type: 'string', minLength: 1, maxLength: 80, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' } as const;
export const docObject = { type: 'object' } as const;
