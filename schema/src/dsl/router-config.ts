import { Type, type Static } from '@sinclair/typebox';
import { OpenObject, StrictObject, Text } from './common';

/** How the page's menu entry becomes a client route (same shape as the Entry's router_config). */
export const PageRouterConfigSchema = StrictObject(
  {
    component: Text('Registered component name that renders the route', { minLength: 1 }),
    meta: Type.Optional(
      OpenObject(
        { title: Type.Optional(Text('Route title (browser tab)')) },
        { description: 'Route meta; other keys pass through' },
      ),
    ),
  },
  { description: 'Client route of the page' },
);
export type PageRouterConfig = Static<typeof PageRouterConfigSchema>;
