import type { Category } from './constants';

/** Payload of `cases:changed` (contract §4). */
export interface CasesChangedEvent {
  id: number;
  type: Category;
  date: string;
}

/** Events the server sends to browsers over socket.io; the notification shape lands with its issue. */
export interface ServerToClientEvents {
  'cases:changed': (event: CasesChangedEvent) => void;
  'session:ended': () => void;
}

/** The browser sends nothing over the socket yet. */
export type ClientToServerEvents = Record<string, never>;
