import type { SelectOption } from '@tessera/schema/api';

/**
 * Tree filters build their tree from plain options: an option's value is a path whose '/'-separated segments are
 * the tree levels ('Asia/China/Beijing' sits under 'Asia/China', under 'Asia'; empty segments are ignored).
 * Levels no option names get a node of their own (titled by their segment, valued by their path). Choosing a node
 * means every option under it, so the filter's value only ever holds option values.
 */

export interface OptionNode {
  title: string;
  value: string | number;
  key: string;
  children?: OptionNode[];
}

interface BuildNode extends OptionNode {
  /** The node is itself an option (a leaf, or a path some option names). */
  option: boolean;
  children: BuildNode[];
}

const PATH_SEPARATOR = '/';
const segmentsOf = (value: string | number): string[] =>
  String(value)
    .split(PATH_SEPARATOR)
    .filter((part) => part !== '');

/** The tree of options, in option order. Leaves show the option's name, or its last segment when the name is the path. */
export function optionTree(options: readonly SelectOption[]): OptionNode[] {
  const roots: BuildNode[] = [];
  const byPath = new Map<string, BuildNode>();
  for (const option of options) {
    const segments = segmentsOf(option.value);
    if (segments.length === 0) continue;
    let siblings = roots;
    segments.forEach((segment, index) => {
      const path = segments.slice(0, index + 1).join(PATH_SEPARATOR);
      let node = byPath.get(path);
      if (!node) {
        node = { title: segment, value: path, key: path, option: false, children: [] };
        byPath.set(path, node);
        siblings.push(node);
      }
      if (index === segments.length - 1) {
        node.option = true;
        node.value = option.value;
        node.title = option.name === String(option.value) ? segment : option.name;
      }
      siblings = node.children;
    });
  }
  const finish = (node: BuildNode): OptionNode & { option: boolean } => ({
    title: node.title,
    value: node.value,
    key: node.key,
    option: node.option,
    ...(node.children.length ? { children: node.children.map(finish) } : {}),
  });
  return roots.map(finish);
}

type Tree = readonly OptionNode[];
const isOption = (node: OptionNode): boolean => (node as { option?: boolean }).option !== false;

function find(tree: Tree, value: unknown): OptionNode | undefined {
  for (const node of tree) {
    if (String(node.value) === String(value)) return node;
    const inside = node.children && find(node.children, value);
    if (inside) return inside;
  }
  return undefined;
}

/** The option values a node stands for: itself when it is an option, and every option under it. */
function optionsUnder(node: OptionNode): (string | number)[] {
  return [...(isOption(node) ? [node.value] : []), ...(node.children ?? []).flatMap(optionsUnder)];
}

/** Chosen nodes as the option values they stand for (unknown values are kept as they are), without repeats. */
export function chosenOptions(tree: Tree, chosen: readonly unknown[]): (string | number)[] {
  const values = chosen.flatMap((value) => {
    const node = find(tree, value);
    return node ? optionsUnder(node) : [value as string | number];
  });
  return [...new Set(values)];
}

/** The one node a single tree filter shows for a value: the node whose options are exactly those of the value. */
export function nodeOfValue(tree: Tree, value: unknown): string | number | undefined {
  if (!Array.isArray(value)) return value as string | number | undefined;
  const wanted = new Set(value.map(String));
  const matches = (node: OptionNode): OptionNode | undefined => {
    const under = optionsUnder(node).map(String);
    if (under.length === wanted.size && under.every((v) => wanted.has(v))) return node;
    for (const child of node.children ?? []) {
      const found = matches(child);
      if (found) return found;
    }
    return undefined;
  };
  for (const node of tree) {
    const found = matches(node);
    if (found) return found.value;
  }
  return value[0] as string | number | undefined;
}

/** The value of choosing one node in a single tree filter: its option, or the options under it. */
export function singleChoice(tree: Tree, nodeValue: unknown): unknown {
  const node = find(tree, nodeValue);
  if (!node) return nodeValue;
  const under = optionsUnder(node);
  return under.length === 1 && under[0] === node.value ? node.value : under;
}
