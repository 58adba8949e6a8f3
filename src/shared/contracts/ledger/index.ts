export * from './ledger.paths';
export * from './ledger.schema';
