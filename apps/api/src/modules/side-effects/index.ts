export {
  createSideEffects,
  DELIVERY_LEASE_MS,
  type DeliveryOutcome,
  type EffectDelivery,
  type EffectHandler,
  type EffectHandlers,
  type EffectSteps,
  guestMessageOpenOrSentSince,
  type NewSideEffect,
  WRITER_GRACE_MS,
  writeEffects,
} from './side-effects.service.js';
export { sideEffectsJob } from './side-effects-job.js';
