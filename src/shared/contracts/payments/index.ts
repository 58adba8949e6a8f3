export * from './payment-enums';
export * from './payment.schema';
export * from './payments.paths';
