import { z } from 'zod';

// The whole product speaks Indonesian: zod's built-in messages too, wherever a schema has no text of its own. Every
// schema module takes `z` from here, so that the setting is made before any schema exists, whichever module a screen
// loads first (the web imports each schema module by itself: `@pidsus/shared/schemas/<name>`).
z.config(z.locales.id());

export { z };
