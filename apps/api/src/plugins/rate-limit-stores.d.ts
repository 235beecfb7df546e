// The rate-limit library's own counter stores (plain CommonJS constructors without typings), reused by
// rate-limit.ts to count in Redis while it answers and in the process while it does not.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => unknown;
  export default LocalStore;
}
declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: unknown,
    key?: string,
  ) => unknown;
  export default RedisStore;
}
