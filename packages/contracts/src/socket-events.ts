/** Typed socket.io event maps shared by the server and the browser. */
export interface TPodcastPublishedEvent {
  id: string;
  title: string | null;
}

export interface ServerToClientEvents {
  'podcast:published': (event: TPodcastPublishedEvent) => void;
}

export interface ClientToServerEvents {
  ping: (ack: (at: string) => void) => void;
}

export const SOCKET_PATH = '/engine.io';
