'use strict';
// Jest's runtime, with each module's code compiled once per worker instead of once per test file.
//
// Every test file gets a fresh module registry, and jest compiles each module it loads again with
// vm.compileFunction, which V8 cannot cache: the server's suites spent a second of CPU per file loading the same
// sequelize, koa and app modules, and compiling was a third of that. A vm.Script is compiled once and runs in any
// context, so the same transformed source gets the same script, run in the new file's context: each file still
// evaluates its modules afresh (its own registry, its own objects); only V8's parsing and bytecode are shared.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** One worker's compiled modules: the key is the file and the injected parameters, the source must match too. */
const scripts = new Map();
/** The executor of the test file running now (a worker runs one file at a time): for a dynamic import(). */
let current = null;
let patched = false;

function patch(executor) {
  const proto = Object.getPrototypeOf(executor);
  const compileFresh = proto.compile;
  proto.compile = function compile(source, filename) {
    const context = this.environment.getVmContext();
    if (context == null) return null;
    const params = this.injectedModuleParameters.join(', ');
    const key = `${filename}\0${params}`;
    let entry = scripts.get(key);
    if (!entry || entry.source !== source) {
      let script;
      try {
        // The wrapper has a line of its own and lineOffset -1 takes it back: stack traces keep their lines and columns.
        script = new vm.Script(`(function (${params}) {\n${source}\n})`, {
          filename,
          lineOffset: -1,
          importModuleDynamically: (specifier, _script, attributes, phase) =>
            current.dynamicImport(specifier, filename, current.environment.getVmContext(), attributes, phase),
        });
      } catch {
        // Jest's own path reports syntax errors (and ESM in a CommonJS file) as it always has.
        return compileFresh.call(this, source, filename);
      }
      entry = { source, script };
      scripts.set(key, entry);
    }
    return entry.script.runInContext(context);
  };
}

class ScriptCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    current = this.executor;
    if (!patched && this.executor) {
      patch(this.executor);
      patched = true;
    }
  }
}

module.exports = ScriptCacheRuntime;
module.exports.default = ScriptCacheRuntime;
