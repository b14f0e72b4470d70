import type { User } from '@/cms/payload-types';

/** A signed-in account as Payload hands it to the admin's components: `id` and `role`, the rest made up. */
export function account(fields: Pick<User, 'id' | 'role'> & Partial<User>): User {
  return {
    email: `account-${fields.id}@school.example`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    collection: 'users',
    ...fields,
  };
}
