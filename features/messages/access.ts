import type { Access, Where } from 'payload';

/**
 * Who reads parents' messages: parents' numbers are not for everyone who edits notices. An admin always
 * reads them; an editor only when an admin has ticked "Reads messages from parents" on their account.
 * Visitors never do: messages come in through the site's forms only (the local API).
 */
type Reader = { role?: string | null; readsMessages?: boolean | null } | null | undefined;

export function readsMessages(user: unknown): boolean {
  const reader = user as Reader;
  return reader?.role === 'admin' || reader?.role === 'group-admin' || reader?.readsMessages === true;
}

/** The same rule as a query on the accounts: who may be put in charge of a message. */
export const messageReaders: Where = {
  or: [{ role: { in: ['admin', 'group-admin'] } }, { readsMessages: { equals: true } }],
};

export const canReadMessages: Access = ({ req }) => readsMessages(req.user);

/** For the admin's navigation: the inbox is hidden from an account that may not read it. */
export const hiddenFromNonReaders = ({ user }: { user: unknown }) => !readsMessages(user);

export const nobody: Access = () => false;
