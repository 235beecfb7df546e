/**
 * Zod compiles fast object parsers with `new Function` when it can, and finds out whether it can by trying once: under
 * the page's Content Security Policy (no 'unsafe-eval') that try is a CSP violation in every guest's console and
 * report (issue 39). Told before any schema is built (this module is the entry's first import, and zod arrives later
 * through dynamic imports), zod never tries; its plain parsers are what run under the policy anyway.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
if (!scope.__zod_globalConfig) scope.__zod_globalConfig = {};
scope.__zod_globalConfig.jitless = true;

export {};
