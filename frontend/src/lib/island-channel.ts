/**
 * The tiny event channel between islands of one page (islands never import each other): a form raises a toast
 * that the toaster shows; the calculator hands its estimate to the quote form. A message published before anyone
 * listens is kept, and handed to the first listener.
 */
export interface ChannelMessages {
  toast: { title: string; description: string; variant?: 'default' | 'destructive' };
  'quote-details': string;
}

type Topic = keyof ChannelMessages;
type Listener<T extends Topic> = (message: ChannelMessages[T]) => void;

const listeners: { [T in Topic]?: Set<Listener<T>> } = {};
const pending: { [T in Topic]?: ChannelMessages[T] } = {};

export function publish<T extends Topic>(topic: T, message: ChannelMessages[T]): void {
  const current = listeners[topic] as Set<Listener<T>> | undefined;
  if (current && current.size > 0) current.forEach((listener) => listener(message));
  else (pending as Record<T, ChannelMessages[T]>)[topic] = message;
}

/** Listens to `topic` until the returned function is called. */
export function subscribe<T extends Topic>(topic: T, listener: Listener<T>): () => void {
  const current = ((listeners as Record<T, Set<Listener<T>>>)[topic] ??= new Set());
  current.add(listener);
  if (topic in pending) {
    const message = pending[topic] as ChannelMessages[T];
    delete pending[topic];
    listener(message);
  }
  return () => current.delete(listener);
}
