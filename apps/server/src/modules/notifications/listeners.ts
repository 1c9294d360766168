import type { DomainEvents } from '../../lib/domain-events';
import type { NotificationsService } from './service';

/**
 * What the notifications module does when something happens elsewhere: a changed case tells every other
 * staff user who changed what (decisions §4). A listener that fails is logged by the bus and never fails
 * the request that changed the case; a graceful shutdown waits for it (`events.drain()`).
 */
export function subscribeNotifications(
  events: Pick<DomainEvents, 'on'>,
  notificationsService: Pick<NotificationsService, 'notifyCaseChanged'>,
): void {
  events.on('case.changed', async (event) => {
    await notificationsService.notifyCaseChanged(event);
  });
}
