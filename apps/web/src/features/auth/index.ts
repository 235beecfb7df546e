/**
 * What other features may use of sign-in: the phone and code steps and the flow that drives them (the console's
 * staff sign-in is the same OTP). Everything else under features/auth is private to it.
 */
export { OtpStep } from './components/otp-step';
export { PhoneStep } from './components/phone-step';
export { useOtpFlow } from './hooks/use-otp-flow';
