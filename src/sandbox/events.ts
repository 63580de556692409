/**
 * In-process bus between the HTTP side and the socket: services publish "something happened
 * for user N on topic T", the socket hub forwards it to that user's subscribed sockets.
 * Keeps services free of any WebSocket knowledge.
 */
export interface UserEvent {
  userId: number;
  topic: string;
  data: unknown;
}

export interface EventBus {
  publish(event: UserEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: UserEvent) => void): () => void;
}

export function createEventBus(): EventBus {
  const listeners = new Set<(event: UserEvent) => void>();
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
