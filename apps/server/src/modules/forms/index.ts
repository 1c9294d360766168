import fp from 'fastify-plugin';
import { createFormsRepository } from './repository';
import { formsRoutes } from './routes';
import { createFormsService, type FormsService } from './service';

export { formDeadlinesOf } from './presenter';
export type { FormRow } from './repository';
export type { FormsService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    formsService: FormsService;
  }
}

/** The catalogue of the office's forms (decisions §8.3), which the milestones of a case are made in. */
export const formsModule = fp(
  async (app) => {
    const { db, clock } = app.core;
    const formsService = createFormsService({ forms: createFormsRepository(db), clock });
    app.services.formsService = formsService;
    await app.register(formsRoutes, { formsService });
  },
  { name: 'forms', dependencies: ['core'] },
);
