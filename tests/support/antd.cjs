/**
 * `antd` for the jsdom projects: the package's index requires all of its 70-odd components (with their rc-*
 * dependencies) into every test file, where a file renders a handful. This stand-in has the same exports, read from
 * that index, and loads a component's module the first time a test's code reads it, as the browser bundle only
 * holds the components the app imports.
 */
const fs = require('node:fs');

const index = require.resolve('antd/lib/index.js');
const source = fs.readFileSync(index, 'utf8');

/** `var _button = _interopRequireDefault(require("./button"));` → _button: { path: 'antd/lib/button', interop: true } */
const modules = new Map();
for (const [, name, interop, relative] of source.matchAll(
  /^var (_\w+) = (_interopRequireDefault\()?require\("\.\/([^"]+)"\)\)?;$/gm,
)) {
  modules.set(name, { path: `antd/lib/${relative}`, interop: Boolean(interop) });
}

const loaded = new Map();
function load(name) {
  if (!loaded.has(name)) {
    const { path, interop } = modules.get(name);
    const exports = require(path);
    loaded.set(name, interop && !(exports && exports.__esModule) ? { default: exports } : exports);
  }
  return loaded.get(name);
}

Object.defineProperty(module.exports, '__esModule', { value: true });
/** `Object.defineProperty(exports, "Button", { … return _button.default; … })` */
let count = 0;
for (const [, exported, name, property] of source.matchAll(
  /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g,
)) {
  if (!modules.has(name))
    throw new Error(`antd stand-in: ${exported} comes from ${name}, which the index never requires`);
  Object.defineProperty(module.exports, exported, { enumerable: true, get: () => load(name)[property] });
  count += 1;
}
// An antd whose index is shaped otherwise would leave the stand-in empty: fail loudly, not with undefined components.
if (count < 60) throw new Error(`antd stand-in: read only ${count} exports from ${index}`);
