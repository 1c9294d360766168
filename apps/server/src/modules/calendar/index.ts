import fp from 'fastify-plugin';
import { CALENDAR_FEED_PER_HOUR } from '@pidsus/shared';
import { createFeedLimiter } from './feed-limiter';
import { createCalendarRepository } from './repository';
import { calendarRoutes } from './routes';
import { createCalendarService, type CalendarService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    calendarService: CalendarService;
  }
}

/** The calendar and its feed (decisions §7.4): the feed key's requests counted per hour, in Redis when there is one. */
export const calendarModule = fp(
  async (app) => {
    const { config, db, redis, clock } = app.core;
    const calendarService = createCalendarService({
      calendar: createCalendarRepository(db),
      clock,
      officeTimeZone: config.officeTimeZone,
      feedLimiter: createFeedLimiter({ redis, perHour: CALENDAR_FEED_PER_HOUR }),
      defendantsOf: (caseIds) => app.services.defendantsService.namesOfCases(caseIds),
      heavyWork: app.services.heavyWork,
      audit: app.services.audit,
    });
    app.services.calendarService = calendarService;
    await app.register(calendarRoutes, {
      calendarService,
      publicUrl: config.publicUrl,
      confirmPassword: app.services.profileService.confirmPassword,
    });
  },
  { name: 'calendar', dependencies: ['core', 'audit', 'profile', 'defendants', 'heavy-work'] },
);
