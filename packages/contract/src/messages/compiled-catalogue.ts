import type { AreaId, MessageArea } from './areas';
import type { MessageId } from './en';

/** A catalogue as Lingui's runtime loads it (compiled by compile.ts): a message per id, parsed. */
export type CompiledCatalogue = { readonly [Id in MessageId]: string | readonly unknown[] };
/** One area of a compiled catalogue (compiled/<lang>/<area>.ts). */
export type CompiledArea<Area extends MessageArea> = { readonly [Id in AreaId<Area>]: string | readonly unknown[] };
