/** All tables; one file per feature. Migrations are generated from this folder (npm run db:generate). */
export * from './catalogue';
export * from './basket';
export * from './images';
export * from './selfcare';
export * from './orders';
export * from './vouchers';
export * from './production';
export * from './mail';
export * from './configurator-drafts';
export * from './bank';
export * from './audit';
export * from './staff';
export * from './online-payments';
export * from './auth';
export * from './notes';
export * from './shop-settings';
export * from './payment-reminders';
export * from './mail-texts';
export * from './partners';
export * from './partner-webhooks';

export * from './partner-ledger';
export * from './partner-accounts';
