/**
 * antd's style tags, written through rc-util's `dynamicCSS` (the web build aliases that module here). antd calls
 * `updateCSS` for every style of every component each time one mounts; rc-util then lists the head's children to find
 * the tag and reads its `innerHTML` back to compare: on a 30-section report page, 3,600 calls, each scanning 180 nodes
 * and serialising a tag of up to 60 KB (14 MB of text per page view, about a tenth of its script time). A tag this
 * module wrote keeps the text it was given, so a call with the same text for a tag still in place returns it at once;
 * anything else goes to rc-util as before.
 */
import * as rcDynamicCSS from 'rc-util/es/Dom/dynamicCSS.js';

type Options = NonNullable<Parameters<typeof rcDynamicCSS.updateCSS>[2]>;

interface Written {
  node: HTMLElement;
  css: string;
}

/** The last tag written per container, mark and key, with the text it holds. */
const written = new WeakMap<Node, Map<string, Written>>();

const containerOf = (option: Options): Node => option.attachTo ?? document.head ?? document.body;

export const { injectCSS, removeCSS, clearContainerCache } = rcDynamicCSS;

export function updateCSS(css: string, key: string, option: Options = {}): HTMLElement {
  const container = containerOf(option);
  const id = `${option.mark ?? ''}\n${key}`;
  const last = written.get(container)?.get(id);
  // A nonce is set on the tag by rc-util: those calls always go through it.
  if (last && last.css === css && last.node.parentNode === container && !option.csp?.nonce) return last.node;
  const node = rcDynamicCSS.updateCSS(css, key, option);
  if (node.parentNode === container) {
    let tags = written.get(container);
    if (!tags) {
      tags = new Map<string, Written>();
      written.set(container, tags);
    }
    tags.set(id, { node, css });
  }
  return node;
}
