import type { Case, CaseEventAction, Notification, Settings } from '@pidsus/shared';

/** Something happened to a case: the history row is already written; listeners notify and broadcast. */
export interface CaseChangedEvent {
  action: CaseEventAction;
  /** The case after the change (as it was, for a deletion). */
  case: Case;
  /** The case before an edit or status change. */
  previous?: Case;
  actor: { id: number; username: string };
  /**
   * Who hears of it besides the `notify_all` staff: the team and followers before and after the change,
   * read in the writer's transaction (so a deleted case's and a removed member's are known).
   */
  audience: number[];
  /** The deadline a `deadline_*` action is about, as it is after the change (as it was, for a deletion). */
  deadline?: { title: string; due_date: string };
  /** The document added or deleted (`document_added`, `document_deleted`: contract §7.2). */
  document?: { name: string };
}

/** Sessions were deleted (logout elsewhere, password change, deactivation…): their sockets must close. */
export interface SessionEndedEvent {
  sessionIds: number[];
}

/** A notification row is written: its recipient sees it at once, on whichever instance they are connected. */
export interface NotificationCreatedEvent {
  recipientId: number;
  notification: Notification;
}

/** An admin saved the settings (contract §7.4): every screen shows the new office name. */
export interface SettingsChangedDomainEvent {
  settings: Settings;
}

export interface DomainEventMap {
  'case.changed': CaseChangedEvent;
  'session.ended': SessionEndedEvent;
  'notification.created': NotificationCreatedEvent;
  'settings.changed': SettingsChangedDomainEvent;
}

type Listener<K extends keyof DomainEventMap> = (event: DomainEventMap[K]) => void | Promise<void>;

/**
 * The in-process bus between services and their side effects (notifications, real time). Services emit
 * after the change is committed; a listener that fails is logged and neither undoes nor fails the request.
 */
export class DomainEvents {
  private readonly listeners: { [K in keyof DomainEventMap]: Listener<K>[] } = {
    'case.changed': [],
    'session.ended': [],
    'notification.created': [],
    'settings.changed': [],
  };
  /** Listeners still running: a graceful shutdown waits for them before the database closes. */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  on<K extends keyof DomainEventMap>(name: K, listener: Listener<K>): void {
    this.listeners[name].push(listener);
  }

  emit<K extends keyof DomainEventMap>(name: K, event: DomainEventMap[K]): void {
    for (const listener of this.listeners[name]) {
      let running: Promise<void>;
      try {
        running = Promise.resolve(listener(event)).catch(this.onListenerError);
      } catch (error) {
        this.onListenerError(error);
        continue;
      }
      this.pending.add(running);
      void running.finally(() => this.pending.delete(running));
    }
  }

  /** Resolves once every listener started so far has finished (also those they started meanwhile). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) {
      await Promise.all(this.pending);
    }
  }
}
