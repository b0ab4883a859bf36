/**
 * `@ant-design/icons` for the jsdom projects: the package's index loads all of its 800-odd icons (two modules each)
 * into every test file, where the app uses a few dozen. This stand-in has the same exports, and loads an icon's
 * module the first time a component reads it.
 */
const fs = require('node:fs');
const path = require('node:path');

const lib = path.dirname(require.resolve('@ant-design/icons/lib/icons/CloseOutlined'));
const exported = (name, load) => Object.defineProperty(module.exports, name, { enumerable: true, get: load });

Object.defineProperty(module.exports, '__esModule', { value: true });
for (const file of fs.readdirSync(lib)) {
  const name = file.endsWith('.js') && file !== 'index.js' ? file.slice(0, -3) : null;
  if (name) exported(name, () => require(`@ant-design/icons/lib/icons/${name}`).default);
}
exported('default', () => require('@ant-design/icons/lib/components/Icon').default);
exported('createFromIconfontCN', () => require('@ant-design/icons/lib/components/IconFont').default);
exported('IconProvider', () => require('@ant-design/icons/lib/components/Context').default.Provider);
exported('getTwoToneColor', () => require('@ant-design/icons/lib/components/twoTonePrimaryColor').getTwoToneColor);
exported('setTwoToneColor', () => require('@ant-design/icons/lib/components/twoTonePrimaryColor').setTwoToneColor);
