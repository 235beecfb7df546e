/** Paths of the sign-in API, in a module without zod so the page shell can use them cheaply. */
export const authPaths = {
  login: '/user/v1/guest-auth/login',
  refresh: '/user/v1/guest-auth/refresh',
  logout: '/user/v1/guest-auth/logout',
  me: '/user/v1/guest-auth/me',
  devLatestOtp: '/user/v1/guest-auth/dev/latest-otp',
} as const;
