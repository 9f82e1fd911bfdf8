/*
 * The Content-Security-Policy allows no `eval` (decision 051). Zod compiles a faster parser
 * for each object schema with `new Function` and, to know whether it may, tries once when the
 * first object schema is made: the CSP blocks that try and reports it as a violation (Chromium
 * fires `securitypolicyviolation`, Lighthouse lists it as an issue) though Zod catches it.
 * `jitless` turns the compiler off, so Zod never tries; the few answers the browser parses are
 * small. It is set on the global object Zod reads its settings from, not through `z.config`:
 * importing Zod here would move its core into the first download of every page, and this runs
 * before any chunk that makes a schema. The browser test of CSP violations catches a Zod that
 * stops reading it. The server keeps the compiler.
 */
const zodSettings = '__zod_globalConfig';
const global = globalThis as typeof globalThis & { [zodSettings]?: { jitless?: boolean } };
global[zodSettings] = { ...global[zodSettings], jitless: true };
