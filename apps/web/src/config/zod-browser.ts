// Every `import … from 'zod'` in the web build resolves here (vite.config.ts alias), so this setting is in place
// before any schema parses. zod compiles fast parsers with `new Function` after probing whether eval is allowed;
// under the site's Content-Security-Policy (script-src 'self', no 'unsafe-eval') that probe is reported as a CSP
// violation (Chromium "Issues", Lighthouse best practices) even though zod catches it. Parsing without the
// compiled fast path avoids it; the answers parsed in the browser are small enough not to notice.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
