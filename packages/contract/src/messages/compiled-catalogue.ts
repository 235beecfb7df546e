import type { MessageId } from './en';

/** A catalogue as Lingui's runtime loads it (compiled by compile.ts): a message per id, parsed. */
export type CompiledCatalogue = { readonly [Id in MessageId]: string | readonly unknown[] };
