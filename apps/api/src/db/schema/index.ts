export * from './accounts';
export * from './orders';
export * from './people';
export * from './qr-codes';
export * from './vouchers';
export * from './referrals';
