export * from './accounts';
export * from './orders';
