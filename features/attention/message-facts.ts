import type { Payload, PayloadRequest, Where } from 'payload';
import { readsMessages } from '../messages/access.ts';
import { lateWhere, type LateMessages, type MessageFacts } from './message-rules.ts';

/**
 * How many messages to `school` waited too long at `now` (message-rules.ts), read as the signed-in `user`
 * may: nothing at all for an account that may not read messages, whose dashboard then says nothing of them.
 */
export async function readMessageFacts(
  payload: Payload,
  user: PayloadRequest['user'],
  school: number,
  now: Date | number,
): Promise<MessageFacts | undefined> {
  if (!readsMessages(user)) return undefined;
  const late = async (where: Where): Promise<LateMessages> => {
    const { docs, totalDocs } = await payload.find({
      collection: 'messages',
      where: { and: [where, { school: { equals: school } }] },
      sort: 'createdAt',
      limit: 1,
      select: { createdAt: true },
      depth: 0,
      user,
      overrideAccess: false,
    });
    return { count: totalDocs, oldest: docs[0]?.createdAt };
  };
  const where = lateWhere(now);
  const [enquiries, grievances] = await Promise.all([late(where.enquiry), late(where.grievance)]);
  return { enquiries, grievances };
}
