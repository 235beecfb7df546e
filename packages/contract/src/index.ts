export * from './common';
export * from './format';
export * from './money';
export * from './occupancy';
export * from './phone';
export * from './slug';
export * from './stay-dates';
export * from './stay-query';
