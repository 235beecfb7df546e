/**
 * An environment production accepts: real providers (pointed at local fakes by the suites that call them), a strong
 * secret, an https origin and an explicit docs setting. Tests that check one refusal start from this and break one
 * thing, so each failure names exactly that thing.
 */
export const productionEnv: Record<string, string> = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'b7Qe1vX9kLm2Rt8YpZ4nWc6Hs0Ju3Fd5Ga7Ki9Ow1Ey2Tu4Ir6',
  PUBLIC_URL: 'https://staybook.example',
  API_DOCS: 'off',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_local',
  RAZORPAY_KEY_SECRET: 'local-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'local-webhook-secret',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'local-auth-key',
  MSG91_SENDER_ID: 'STAYBK',
  MSG91_OTP_TEMPLATE_ID: 'otp-template',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://127.0.0.1:2525',
  // 32 bytes that look random (production refuses a key of one byte repeated).
  KYC_ENCRYPTION_KEY: 'WzjVKwCayzabdYYHMTDZFpfAo2vBS9uIyX68VY+kPyM=',
  BRAND_LEGAL_NAME: 'Staybook Hospitality Private Limited',
  BRAND_ADDRESS: 'Dr. Atmaram Borkar Road, Panaji, Goa 403001',
  BRAND_GSTIN: '30AAKCS9999M1ZC',
  DATA_DIR: '/tmp/staybook-test-production',
};
