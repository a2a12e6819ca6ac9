/** Whose login: a member of the back office or a customer. Their accounts, sessions and throttles are kept apart. */
export const accountKinds = ['staff', 'customer'] as const;
export type AccountKind = (typeof accountKinds)[number];

export const isAccountKind = (value: string): value is AccountKind => (accountKinds as readonly string[]).includes(value);
