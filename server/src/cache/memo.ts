import { LRUCache } from 'lru-cache';

interface Entry<V> {
  generation: string;
  value: V;
}

/**
 * Values derived from the metadata store, kept while the generation they were computed under is current (see
 * generations.ts). A null generation (unknown: Redis unreachable) computes without keeping anything.
 */
export class GenerationMemo<V extends object> {
  private readonly entries: LRUCache<string, Entry<V>>;

  constructor(max: number) {
    this.entries = new LRUCache<string, Entry<V>>({ max });
  }

  /** The kept value, else `compute()` kept under `generation` (taken BEFORE compute read anything). */
  async get(key: string, generation: string | null, compute: () => Promise<V>): Promise<V> {
    if (generation === null) return compute();
    const found = this.entries.get(key);
    if (found && found.generation === generation) return found.value;
    const value = await compute();
    this.entries.set(key, { generation, value });
    return value;
  }
}
