import { providePrecompiledValidators } from '@tessera/schema/check';
import { page } from 'virtual:tessera-validators';

// The designer validates pages as they are edited; this browser may not compile validators itself (CSP).
providePrecompiledValidators({ page });
