import type { ComponentType } from 'react';

/**
 * Components a menu entry's router_config may name. Each one is a lazy chunk: a staff member only
 * downloads the screens they open.
 */
export const componentRegistry: Record<string, () => Promise<{ default: ComponentType }>> = {
  ReportPage: () => import('../screens/ReportPage'),
};

export const isRegisteredComponent = (name: string) => Object.prototype.hasOwnProperty.call(componentRegistry, name);
