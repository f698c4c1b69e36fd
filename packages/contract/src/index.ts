export * from './errors';
export * from './common';
export * from './auth';
export * from './routes';
export * from './app-info';
export * from './orders';
