import type { Category } from './constants';
import type { Notification } from './schemas/notification';
import type { SettingsChangedEvent } from './schemas/settings';

/** Payload of `cases:changed` (decisions §4). */
export interface CasesChangedEvent {
  id: number;
  type: Category;
  date: string;
}

/** Events the server sends to browsers over socket.io (decisions §4). */
export interface ServerToClientEvents {
  'cases:changed': (event: CasesChangedEvent) => void;
  'session:ended': () => void;
  /** A new notification, sent to its recipient's sockets only. */
  notification: (notification: Notification) => void;
  /** An admin saved the settings (decisions §7.4): screens show the new office name without a reload. */
  'settings:changed': (event: SettingsChangedEvent) => void;
}

/** The browser sends nothing over the socket yet. */
export type ClientToServerEvents = Record<string, never>;
