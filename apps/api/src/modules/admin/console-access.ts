/**
 * Moved: the console routes' helpers live with the access check itself, in plugins/console-access.ts. This
 * re-export only keeps the areas that still import it from here compiling; once they import the plugin, delete it
 * (modules/admin registers areas and holds nothing else).
 */
export { auditActor, byBody, byParam, byQuery, consoleScope, consoleSecurity } from '../../plugins/console-access.js';
