import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapStackTraces } from './stack-traces';

// Imported first by main.ts, so that every trace the server writes, from its start on, is mapped. Compiled, this file
// is part of dist/main.js: its folder holds the server's own files and their maps.
mapStackTraces(path.dirname(fileURLToPath(import.meta.url)));
