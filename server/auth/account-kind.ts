/** Whose login: a member of the back office, a customer or a partner's portal user. Their accounts, sessions and throttles are kept apart. */
export const accountKinds = ['staff', 'customer', 'partner'] as const;
export type AccountKind = (typeof accountKinds)[number];

export const isAccountKind = (value: string): value is AccountKind => (accountKinds as readonly string[]).includes(value);
