export * from './accounts.ts';
export * from './catalogue.ts';
export * from './images.ts';
export * from './orders.ts';
export * from './params.ts';
export * from './reference.ts';
export * from './relations.ts';
export * from './users.ts';
