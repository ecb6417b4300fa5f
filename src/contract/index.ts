// The API contract shared by the server and the web app. Imports only valibot.
export * from './common';
export * from './http';
export * from './constants';
export * from './public-reads';
export * from './content';
export * from './catalog';
export * from './pricing';
export * from './plan-features';
export * from './messages';
export * from './settings';
export * from './auth';
export * from './content-defaults';
export * from './content-defaults-en';
export * from './content-defaults-zh';
export * from './setup';
export * from './operations';
export * from './audit';
