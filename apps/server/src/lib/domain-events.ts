import type { Case, CaseEventAction, EvidenceStatus, Notification, RecoveryKind, Settings } from '@pidsus/shared';

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
  /**
   * One of many cases written at once (an import of the office's register, decisions §8.7): heard by its own team and
   * followers only, not by the `notify_all` staff, who would otherwise get a notification per row.
   */
  bulk?: boolean;
  /** The deadline a `deadline_*` action is about, as it is after the change (as it was, for a deletion). */
  deadline?: { title: string; due_date: string };
  /** The document a `document_*` action is about (decisions §7.2, §9). */
  document?: { name: string };
  /** The defendant a `defendant_*` action is about (decisions §8.1). */
  defendant?: { name: string };
  /** The detention period a `detention_*` action is about: whose, and its last day (decisions §8.2). */
  detention?: { name: string; end_date: string };
  /** The milestone a `milestone_*` action is about (decisions §8.3): its form's code and its number. */
  milestone?: { code: string; number: string | null };
  /** The evidence item an `evidence_*` action is about, after the change (as it was, for a deletion): §8.4. */
  evidence?: { description: string; status: EvidenceStatus; status_changed: boolean };
  /** The state loss after a `state_loss_changed`, or the recovery a `recovery_*` action is about (§8.4). */
  money?: { state_loss?: number | null; recovery?: { kind: RecoveryKind; amount: number } };
}

/** Sessions were deleted (logout elsewhere, password change, deactivation…): their sockets must close. */
export interface SessionEndedEvent {
  sessionIds: number[];
}

/**
 * What a session knows of its account changed (name, email, role, the forced password change, two-step sign-in)
 * without the session ending: the sessions kept in memory (modules/auth/session-cache.ts) are read again.
 */
export interface AccountChangedEvent {
  userIds: number[];
}

/** A notification row is written: its recipient sees it at once, on whichever instance they are connected. */
export interface NotificationCreatedEvent {
  recipientId: number;
  notification: Notification;
  /**
   * The notification may also go by e-mail (decisions §11) to a recipient who chose `choice` in /profile: with this
   * subject (the mail module adds `[Jadwal Pidsus]`). Absent: never mailed.
   */
  mail?: {
    choice: 'mail_docket' | 'mail_reminders' | 'mail_notifications';
    subject: string;
    /** A notification that gathers one person's changes (§10): its mail waits a little, and the next change's replaces it. */
    grouped?: boolean;
    /** The docket's office day (`YYYY-MM-DD`): the mail lists that day's hearings of the recipient's cases. */
    day?: string;
  };
}

/** An admin saved the settings (decisions §7.4): every screen shows the new office name. */
export interface SettingsChangedDomainEvent {
  settings: Settings;
}

export interface DomainEventMap {
  'case.changed': CaseChangedEvent;
  'session.ended': SessionEndedEvent;
  'account.changed': AccountChangedEvent;
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
    'account.changed': [],
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
