import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import { LETTER_LOOP, LETTER_LOOP_PLACEHOLDERS, LETTER_PLACEHOLDERS } from '@pidsus/shared';
import { badRequest } from '../../lib/errors';
import { messages } from '../../messages';

const m = messages.letters;
const topLevel = new Set<string>([...LETTER_PLACEHOLDERS, LETTER_LOOP]);
const inLoop = new Set<string>([...LETTER_PLACEHOLDERS, ...LETTER_LOOP_PLACEHOLDERS]);

/** What a letter is filled with (decisions §8.6): every placeholder as text, and the defendants' loop. */
export interface LetterData extends Record<(typeof LETTER_PLACEHOLDERS)[number], string> {
  tersangka: Record<(typeof LETTER_LOOP_PLACEHOLDERS)[number], string>[];
}

/** docxtemplater's own error objects (`TemplateError`, `RenderingError`…) carry `properties`. */
function isTemplaterError(error: unknown): boolean {
  return error instanceof Error && 'properties' in error;
}

/**
 * Opens a `.docx` as a template (`paragraphLoop`, `linebreaks`): 400 when it is not a zip, has no
 * `word/document.xml`, or docxtemplater cannot parse it.
 */
function open(bytes: Buffer, modules: InspectModule[] = []): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw badRequest(m.notDocx);
  }
  if (zip.file('word/document.xml') === null) {
    throw badRequest(m.notDocx);
  }
  try {
    return new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      modules,
      nullGetter: () => '',
      // The error is answered (400/409), not logged to the console.
      errorLogging: false,
    });
  } catch (error) {
    if (isTemplaterError(error)) {
      throw badRequest(m.notDocx);
    }
    throw error;
  }
}

/** The first tag of `tags` (docxtemplater's nested listing) not in `known`, looking inside sections too. */
function firstUnknown(tags: Record<string, unknown>, known: Set<string>): string | undefined {
  for (const [tag, inner] of Object.entries(tags)) {
    if (!known.has(tag)) {
      return tag;
    }
    const unknown = firstUnknown(inner as Record<string, unknown>, tag === LETTER_LOOP ? inLoop : known);
    if (unknown !== undefined) {
      return unknown;
    }
  }
  return undefined;
}

/**
 * Checks an uploaded template: a `.docx` docxtemplater parses, using only the known placeholders (400 naming the
 * first unknown one). Inside `{#tersangka}` the defendant's fields and the letter's own are known; inside another
 * section (`{#kerugian_negara}…{/kerugian_negara}`, shown when not empty) the letter's own.
 */
export function checkTemplate(bytes: Buffer): void {
  const inspect = new InspectModule();
  open(bytes, [inspect]);
  const unknown = firstUnknown(inspect.getAllTags(), topLevel);
  if (unknown !== undefined) {
    throw badRequest(m.unknownPlaceholder(unknown));
  }
}

/** Fills a template with a letter's data; throws when the template cannot be opened or rendered. */
export function fillTemplate(bytes: Buffer, data: LetterData): Buffer {
  const doc = open(bytes);
  doc.render(data);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
