import type { DesignerStore } from '../../edit/store';

type Listener = (pointer: string) => void;

interface Channel {
  listeners: Set<Listener>;
  /** A reveal asked for while no JSON view was open: the view shows it when it opens. */
  pending: string | null;
}

const channels = new WeakMap<DesignerStore, Channel>();

function channelOf(store: DesignerStore): Channel {
  let channel = channels.get(store);
  if (!channel) {
    channel = { listeners: new Set(), pending: null };
    channels.set(store, channel);
  }
  return channel;
}

/** Asks the JSON view of this page to show the value at a pointer (the problems panel's jump). */
export function revealInJson(store: DesignerStore, pointer: string): void {
  const channel = channelOf(store);
  if (channel.listeners.size === 0) channel.pending = pointer;
  channel.listeners.forEach((listener) => listener(pointer));
}

/** The JSON view listens while it is open; a reveal that waited for it comes at once. */
export function onRevealInJson(store: DesignerStore, listener: Listener): () => void {
  const channel = channelOf(store);
  channel.listeners.add(listener);
  const pending = channel.pending;
  channel.pending = null;
  if (pending !== null) listener(pending);
  return () => channel.listeners.delete(listener);
}
