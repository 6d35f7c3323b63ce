/**
 * Content a module has written, announced once the write succeeded, for whatever follows content (the AI knowledge
 * index, issue 24) without the writer knowing it: the writer's module never imports its followers. `topic` names
 * the kind of record (a resource group's path for the resource builder's groups, a module's own topic otherwise).
 * Listeners run in the writing process and must not throw: queue work, do not do it inline.
 */
export interface ContentWrite {
  topic: string;
  id: string;
  deleted: boolean;
}

export type ContentWriteListener = (write: ContentWrite) => void;

export interface ContentWrites {
  /** Follows every write; returns the unsubscribe. */
  on(listener: ContentWriteListener): () => void;
  emit(write: ContentWrite): void;
}

/** One per app (app.ts decorates `app.contentWrites`), so two apps in one process never hear each other's writes. */
export function createContentWrites(): ContentWrites {
  const listeners = new Set<ContentWriteListener>();
  return {
    on: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (write) => {
      for (const listener of listeners) listener(write);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    contentWrites: ContentWrites;
  }
}
