import { DOMParser } from '@xmldom/xmldom';
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

/**
 * Opens a `.docx` as a template (`paragraphLoop`, `linebreaks`; characters XML cannot hold, a vertical tab pasted from
 * Word into a case's title, are left out): 400 when it is not a zip, has no `word/document.xml`, or cannot be parsed
 * (docxtemplater's errors, a part that is not XML, a damaged entry of the zip).
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
      stripInvalidXMLChars: true,
      // The error is answered (400/409), not logged to the console.
      errorLogging: false,
    });
  } catch {
    throw badRequest(m.notDocx);
  }
}

/** The first tag written `{@tag}` (docxtemplater's raw XML), looking inside sections too. */
function firstRaw(parts: readonly { value: string; module?: string; subparsed?: unknown[] }[]): string | undefined {
  for (const part of parts) {
    if (part.module !== undefined && part.module !== 'loop') {
      return part.value;
    }
    const inner = part.subparsed && firstRaw(part.subparsed as typeof parts);
    if (inner !== undefined) {
      return inner;
    }
  }
  return undefined;
}

/** Every placeholder filled with a sample, as a letter would be: the template's output must be well-formed XML. */
const SAMPLE: LetterData = {
  ...(Object.fromEntries(LETTER_PLACEHOLDERS.map((tag) => [tag, 'Contoh'])) as Omit<LetterData, 'tersangka'>),
  tersangka: [Object.fromEntries(LETTER_LOOP_PLACEHOLDERS.map((tag) => [tag, 'Contoh'])) as LetterData['tersangka'][0]],
};

/** Whether every XML part of the package (`pattern`: its name) parses with a strict parser. */
function isWellFormed(zip: PizZip, pattern = /^word\/[^/]+\.xml$/): boolean {
  const parser = new DOMParser({
    onError: (level) => {
      if (level !== 'warning') {
        throw new Error('not well-formed');
      }
    },
  });
  try {
    for (const file of zip.file(pattern)) {
      parser.parseFromString(file.asText(), 'text/xml');
    }
    return true;
  } catch {
    return false;
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
 * first unknown one), none written `{@…}`, and giving well-formed XML when filled. Inside `{#tersangka}` the defendant's fields and the letter's own are known; inside another
 * section (`{#kerugian_negara}…{/kerugian_negara}`, shown when not empty) the letter's own.
 */
export function checkTemplate(bytes: Buffer): void {
  let parts: boolean;
  try {
    parts = isWellFormed(new PizZip(bytes), /\.(xml|rels)$/);
  } catch {
    throw badRequest(m.notDocx);
  }
  // Broken XML anywhere in the package is refused before docxtemplater reads it (its parser would log and throw).
  if (!parts) {
    throw badRequest(m.notDocx);
  }
  const inspect = new InspectModule();
  open(bytes, [inspect]);
  const unknown = firstUnknown(inspect.getAllTags(), topLevel);
  if (unknown !== undefined) {
    throw badRequest(m.unknownPlaceholder(unknown));
  }
  const raw = firstRaw(inspect.getAllStructuredTags());
  if (raw !== undefined) {
    throw badRequest(m.rawPlaceholder(raw));
  }
  // A trial letter: a template whose XML is broken (docxtemplater does not check it) would give broken letters.
  let trial: PizZip;
  try {
    const doc = open(bytes);
    doc.render(SAMPLE);
    trial = doc.getZip();
  } catch {
    throw badRequest(m.notDocx);
  }
  if (!isWellFormed(trial)) {
    throw badRequest(m.notDocx);
  }
}

/** Fills a template with a letter's data; throws when the template cannot be opened or rendered. */
export function fillTemplate(bytes: Buffer, data: LetterData): Buffer {
  const doc = open(bytes);
  doc.render(data);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
