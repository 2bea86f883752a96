export * from './roles.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './schemas/common.ts';
export * from './schemas/accounts.ts';
export * from './schemas/websites.ts';
export * from './banks.ts';
export * from './schemas/master-data.ts';
