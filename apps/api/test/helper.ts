/**
 * The one entry point of the API tests: every test file builds the real app on a fresh database and signs
 * in through what this exports (the context), and finds its fixtures here too.
 */
export * from './constants';
export * from './context';
export * from './customer-fixtures';
export * from './customer-order-fixtures';
export * from './job-fixtures';
export * from './order-fixtures';
export * from './voucher-fixtures';
export * from './world';
