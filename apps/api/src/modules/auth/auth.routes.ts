import {
  authMessages,
  authPaths,
  devLatestOtpQuerySchema,
  devLatestOtpResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  refreshRequestSchema,
  refreshResponseSchema,
  updateMeRequestSchema,
} from '@staybook/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/http-errors.js';
import { thisMachineOnly } from '../../lib/loopback.js';
import { signedInUser } from '../../plugins/authenticate.js';
import type { AppModule } from '../module-context.js';
import { peekLatestOtp, requestOtp, verifyOtp } from './otp.service.js';
import { endSession, getProfile, refreshSession, type Session, updateProfile } from './session.service.js';
import { startSessionCache } from './session-cache.js';

const DEV_PEEK_LOCAL_ONLY = 'The development code viewer answers only on this machine.';

/** Per-address ceilings on top of the OTP rules; off when the general limit is off (tests, benchmarks). */
const routeLimit = (config: Config, max: number): { rateLimit?: { max: number; timeWindow: string } } =>
  config.RATE_LIMIT_PER_MINUTE > 0 ? { rateLimit: { max, timeWindow: '1 minute' } } : {};

function setRefreshCookie(reply: FastifyReply, config: Config, session: Session): void {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    expires: session.refreshExpiresAt,
  });
}

/** Answers that carry a token or a code are never kept by a browser or a shared cache, however they are sent. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
  });
}

/** Browsers send the cookie; other clients may send the token in the body. */
function presentedRefreshToken(request: FastifyRequest, body: { refreshToken?: string | undefined }): string | null {
  return body.refreshToken ?? request.cookies[REFRESH_COOKIE] ?? null;
}

export const authRoutes: AppModule = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, db } = ctx;
  // The staff list's part in signing in, given by app.ts (auth never imports the staff module).
  if (!instance.hasDecorator('staffSignIn')) throw new Error('auth routes need app.staffSignIn (see app.ts)');
  const staff = instance.staffSignIn;
  const deps = { db, config, sms: ctx.adapters.sms, staff };
  // Signed-in requests check their session through this process's cache (session-cache.ts), on the notification
  // connection the search cache uses (SEARCH_CACHE_LISTEN_URL when the pool goes through a transaction-mode pooler).
  const sessions = await startSessionCache(ctx.database, instance.log, config.SEARCH_CACHE_LISTEN_URL);
  instance.addHook('onClose', () => sessions.close());

  app.post(
    authPaths.login,
    {
      schema: {
        tags: ['accounts'],
        summary: "The spec's OTP helper: 'generate-otp' sends a code, 'verify-otp' signs in",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
      config: routeLimit(config, 30),
    },
    async (request, reply) => {
      const body = request.body;
      if (body.step === 'generate-otp') {
        const data = await requestOtp(deps, { phone: body.phone, ip: request.ip ?? null });
        return { success: true as const, message: authMessages.otpSent, data };
      }
      const session = await verifyOtp(deps, {
        phone: body.phone,
        otp: body.otp,
        userAgent: request.headers['user-agent'] ?? null,
      });
      noStore(reply);
      setRefreshCookie(reply, config, session);
      return {
        success: true as const,
        message: authMessages.otpVerified,
        token: {
          accessToken: session.accessToken,
          refreshToken: body.refreshTokenIn === 'body' ? session.refreshToken : '',
        },
        user: session.user,
      };
    },
  );

  app.post(
    authPaths.refresh,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Rotate the refresh token (cookie or body) for a new access token',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema },
      },
      config: routeLimit(config, 60),
    },
    async (request, reply) => {
      noStore(reply);
      const token = presentedRefreshToken(request, request.body);
      if (!token) throw new AppError(401, 'UNAUTHORIZED', authMessages.sessionExpired);
      // A client that holds the token itself gets the next one back; a browser (cookie) never sees it in JSON.
      const inBody = request.body.refreshToken !== undefined;
      try {
        const session = await refreshSession({ db, config, staff }, token, {
          userAgent: request.headers['user-agent'] ?? null,
        });
        if (!inBody) setRefreshCookie(reply, config, session);
        return {
          success: true as const,
          token: { accessToken: session.accessToken, refreshToken: inBody ? session.refreshToken : '' },
          user: session.user,
        };
      } catch (err) {
        clearRefreshCookie(reply, config);
        throw err;
      }
    },
  );

  app.post(
    authPaths.logout,
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Revoke the session of the refresh token (cookie or body) or of the bearer token, and clear the cookie',
        body: refreshRequestSchema,
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await endSession(
        { db, config },
        { refreshToken: presentedRefreshToken(request, request.body), sessionId: request.authUser?.sessionId ?? null },
      );
      clearRefreshCookie(reply, config);
      return { success: true as const, message: authMessages.loggedOut };
    },
  );

  app.get(
    authPaths.me,
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ success: true as const, data: await getProfile({ db, config }, signedInUser(request).id) }),
  );

  app.patch(
    authPaths.me,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Update name, e-mail and site language',
        security: [{ bearer: [] }],
        body: updateMeRequestSchema,
        response: { 200: meResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({
      success: true as const,
      data: await updateProfile({ db, config }, signedInUser(request).id, request.body),
    }),
  );

  // Development and tests only: the route does not exist at all in production.
  if (config.otpDevPeek && !config.isProduction) {
    app.get(
      authPaths.devLatestOtp,
      {
        schema: {
          tags: ['development'],
          summary: 'The latest OTP the outbox holds for a number (never available in production)',
          querystring: devLatestOtpQuerySchema,
          response: { 200: devLatestOtpResponseSchema },
        },
        // Only this machine, and not through a proxy, may read codes.
        onRequest: thisMachineOnly(DEV_PEEK_LOCAL_ONLY),
      },
      async (request, reply) => {
        noStore(reply);
        return { success: true as const, data: await peekLatestOtp({ db }, request.query.phone) };
      },
    );
  }
};
