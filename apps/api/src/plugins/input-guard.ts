import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationError } from '../lib/http-errors.js';

/**
 * Control characters are never part of a name, an address or a message, and PostgreSQL refuses NUL in text
 * outright (a 500 carrying the guest's data into the error log). Tab, line feed and carriage return are allowed
 * everywhere: multi-line fields need them and they are harmless elsewhere. Lone UTF-16 surrogates are refused too:
 * they are not text, and the database would silently store U+FFFD instead.
 */
const NOT_ALLOWED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface ControlCharacterHit {
  /** Dotted path of the field (`primaryGuest.name`, `roomIds.0.id`); `root` when the value itself is a string. */
  path: string;
  /** The refused character as `U+0000`. */
  character: string;
  /** True when the field's name, not its value, holds the character. */
  inKey: boolean;
}

interface PathNode {
  key: string;
  parent: PathNode | null;
}

function formatPath(node: PathNode | null, root: string): string {
  const keys: string[] = [];
  for (let n = node; n; n = n.parent) keys.push(n.key);
  return keys.length === 0 ? root : keys.reverse().join('.');
}

function describeCharacter(text: string): string {
  const index = text.search(NOT_ALLOWED);
  const code = text.charCodeAt(index);
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Arrays and dictionaries: plain objects, and objects without a prototype or whose prototype has none (Fastify's
 * parsed query strings). Buffers, streams and other class instances are not text. */
const isWalkable = (value: object): boolean => {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * The first string (value or key) in a parsed request part that holds a refused character, with its path; null
 * when all is well. Walks arrays and plain objects only (buffers, streams and uploaded files are not text), without
 * recursion, so a deeply nested body cannot overflow the stack.
 */
export function findControlCharacter(value: unknown, root = 'root'): ControlCharacterHit | null {
  const stack: Array<{ value: unknown; node: PathNode | null }> = [{ value, node: null }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const { value: current, node } = stack.pop()!;
    if (typeof current === 'string') {
      if (NOT_ALLOWED.test(current))
        return { path: formatPath(node, root), character: describeCharacter(current), inKey: false };
      continue;
    }
    if (typeof current !== 'object' || current === null || seen.has(current) || !isWalkable(current)) continue;
    seen.add(current);
    const entries = Object.entries(current);
    // Pushed in reverse so fields are visited in their written order and the first bad one is reported.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      if (NOT_ALLOWED.test(key))
        return { path: formatPath(node, root), character: describeCharacter(key), inKey: true };
      stack.push({ value: item, node: { key, parent: node } });
    }
  }
  return null;
}

function refuse(hit: ControlCharacterHit): Error {
  const message = hit.inKey
    ? `${hit.path} has a field name with a character that is not allowed.`
    : `${hit.path} contains a character that is not allowed.`;
  return validationError(message, {
    issues: [{ path: hit.path, message: `contains a character that is not allowed (${hit.character})` }],
  });
}

/** Throws the 400 for the first refused character in one request part. */
function check(value: unknown, root: string): void {
  const hit = findControlCharacter(value, root);
  if (hit) throw refuse(hit);
}

interface MultipartPart {
  type?: string;
  fieldname?: string;
  value?: unknown;
  fields?: Record<string, MultipartPart | MultipartPart[] | undefined>;
}

function checkPart(part: MultipartPart): void {
  if (part.type === 'field' && part.fieldname !== undefined) check({ [part.fieldname]: part.value }, 'body');
}

/**
 * Multipart text fields arrive while the handler iterates the stream, after every hook: the request's readers are
 * wrapped so a text field is checked as it is read. File parts are binary and pass untouched.
 */
function guardMultipart(request: FastifyRequest): void {
  const { parts, files, file } = request;
  request.parts = function guardedParts(...args: Parameters<typeof parts>) {
    const source = parts.apply(request, args);
    return (async function* () {
      for await (const part of source) {
        checkPart(part as MultipartPart);
        yield part;
      }
    })() as ReturnType<typeof parts>;
  };
  request.files = function guardedFiles(...args: Parameters<typeof files>) {
    const source = files.apply(request, args);
    return (async function* () {
      for await (const part of source) {
        for (const field of Object.values((part as MultipartPart).fields ?? {})) {
          for (const each of Array.isArray(field) ? field : field ? [field] : []) checkPart(each);
        }
        yield part;
      }
    })() as ReturnType<typeof files>;
  };
  request.file = async function guardedFile(...args: Parameters<typeof file>) {
    const part = await file.apply(request, args);
    for (const field of Object.values((part as MultipartPart | undefined)?.fields ?? {})) {
      for (const each of Array.isArray(field) ? field : field ? [field] : []) checkPart(each);
    }
    return part;
  };
}

/**
 * Refuses control characters in every text field of every request (JSON body, query string, path parameters,
 * multipart text fields) with the validation envelope, before schemas or handlers see them: routes written later
 * are covered without doing anything. A body the route keeps raw (the payment webhook's signed bytes) is a
 * buffer and is not inspected.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    check(request.params, 'params');
    check(request.query, 'query');
    check(request.body, 'body');
    if (typeof request.isMultipart === 'function' && request.isMultipart()) guardMultipart(request);
  });
});
