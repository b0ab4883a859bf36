import type { ValidateFunction } from 'ajv';
import type { DslKind } from './kinds';

/**
 * Where the structural validators come from. Ajv compiles with `new Function`, which a browser under our
 * Content-Security-Policy (no 'unsafe-eval') refuses, and its compiler is most of the designer's script weight, so
 * this module never imports it:
 * - Node (`@tessera/schema/validate`) provides a compiler that builds each kind's validator on first use;
 * - the web build provides validators compiled at build time (ajv's standalone code, same options).
 */
const compiled = new Map<DslKind, ValidateFunction>();
let compiler: ((kind: DslKind) => ValidateFunction) | null = null;

export function providePrecompiledValidators(validators: Partial<Record<DslKind, ValidateFunction>>): void {
  for (const [kind, fn] of Object.entries(validators)) if (fn) compiled.set(kind as DslKind, fn);
}

export function provideValidatorCompiler(compile: (kind: DslKind) => ValidateFunction): void {
  compiler = compile;
}

export function validatorFor(kind: DslKind): ValidateFunction {
  let fn = compiled.get(kind);
  if (!fn) {
    if (!compiler) throw new Error(`No validator for '${kind}': import @tessera/schema/validate or provide one`);
    fn = compiler(kind);
    compiled.set(kind, fn);
  }
  return fn;
}
