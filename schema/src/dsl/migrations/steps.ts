import type { MigrationStep } from './types';
import { V1_TO_V2 } from './v1-to-v2';

/**
 * Every upgrade, oldest first; step n goes from version n to n+1. A change of the DSL's shape adds a step here
 * and bumps DSL_VERSION; steps are never edited afterwards, so old documents keep loading.
 */
export const MIGRATION_STEPS: readonly MigrationStep[] = [V1_TO_V2];
