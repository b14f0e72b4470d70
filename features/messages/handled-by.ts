import type { RelationshipField, Validate } from 'payload';
import { messageReaders } from './access.ts';

/** The account's id in a relationship's value: the id itself, or the account when populated. */
function accountId(value: unknown): number | string | undefined {
  const id = typeof value === 'object' && value !== null && 'id' in value ? value.id : value;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

/**
 * Only an account that may read messages takes one up: otherwise the message names, to everyone who reads
 * it, an account that is not theirs to name. Checked on the server's authority, since an editor may not
 * read other accounts (features/accounts); only a count comes back. A handler already set stays valid, so
 * a message whose handler later lost the grant can still be saved.
 */
const readsMessagesOrUnchanged: Validate = async (value, { previousValue, req }) => {
  if (value === null || value === undefined || value === '') return true;
  const id = accountId(value);
  const previous = accountId(previousValue);
  if (id !== undefined && previous !== undefined && String(id) === String(previous)) return true;
  const refusal = 'Choose an account that reads messages from parents: an admin, or an editor allowed to.';
  if (!(typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)))) return refusal;
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ id: { equals: id } }, messageReaders] },
    overrideAccess: true,
    req,
  });
  return totalDocs > 0 || refusal;
};

export const handledBy: RelationshipField = {
  name: 'handledBy',
  type: 'relationship',
  relationTo: 'users',
  // The admin offers only those accounts; the check below refuses any other sent to the API (400).
  filterOptions: messageReaders,
  validate: readsMessagesOrUnchanged,
  admin: { position: 'sidebar', description: 'Who in the office is taking this up: someone who reads messages.' },
};
