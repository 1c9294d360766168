import type { Form, FormFields, FormUpdate } from '@pidsus/shared';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import { presentForm } from './presenter';
import type { FormsRepository } from './repository';

/**
 * The catalogue of the office's forms (decisions §8.3): data, not code — every logged-in user reads it, admins keep
 * it (the routes' gate). A form in use by a milestone is not deleted (409).
 */
export function createFormsService(deps: { forms: FormsRepository; clock: Clock }) {
  const { forms, clock } = deps;
  /**
   * What other modules do when a form is deleted (the letters' template, decisions §8.6): each is called before the
   * row goes and answers what to do once it has gone.
   */
  const removalHooks: ((code: string) => Promise<() => Promise<void>>)[] = [];

  const findOrThrow = async (code: string) => {
    const row = await forms.findByCode(code);
    if (!row) {
      throw notFound(messages.forms.notFound);
    }
    return row;
  };

  return {
    list: async (): Promise<Form[]> => (await forms.list()).map(presentForm),

    add: async (input: FormFields): Promise<Form> => {
      if (await forms.findByCode(input.code)) {
        throw conflict(messages.forms.codeTaken);
      }
      try {
        return presentForm(await forms.insert(input, clock().toISOString()));
      } catch (error) {
        throw isUniqueViolation(error) ? conflict(messages.forms.codeTaken) : error;
      }
    },

    update: async (code: string, input: FormUpdate): Promise<Form> => {
      const row = await forms.update(code, input, clock().toISOString());
      if (!row) {
        throw notFound(messages.forms.notFound);
      }
      return presentForm((await forms.findByCode(code)) ?? row);
    },

    remove: async (code: string): Promise<void> => {
      const row = await findOrThrow(code);
      const used = await forms.countMilestones(row.id);
      if (used > 0) {
        throw conflict(messages.forms.inUse(used));
      }
      const after = await Promise.all(removalHooks.map((hook) => hook(row.code)));
      try {
        await forms.delete(row.id);
      } catch (error) {
        // A milestone in this form added since the count: the database refuses, and the answer is the same 409.
        if (isForeignKeyViolation(error)) {
          throw conflict(messages.forms.inUse(await forms.countMilestones(row.id)));
        }
        throw error;
      }
      for (const then of after) {
        await then();
      }
    },

    removalHooks,

    /** The form of this code as stored (with its id), for the milestones' writes; undefined when none. */
    findByCode: forms.findByCode,
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
