import type { Payload } from 'payload';
import { getCms } from '../../cms/client.ts';
import { log } from '../../lib/log.ts';
import { requestSchool } from '../../lib/server-bridge.ts';
import { queueMessageMail } from './mail.ts';
import type { PrivacyNotice } from './privacy-notice.ts';
import { FIRST_STATUS, newReference, type FormKind, type MessageFields, type NoticeForm } from './rules.ts';

/**
 * The id of the stored privacy notice of this version, stored now if nobody has agreed to it before: a
 * parent's form's, or the alerts sign-up's (features/alert-subscriptions/).
 */
export async function privacyNoticeId(kind: NoticeForm, privacyNotice: PrivacyNotice): Promise<number> {
  const payload = await getCms();
  const find = async () =>
    (
      await payload.find({
        collection: 'privacy-notices',
        // Each school's notice is its own, whatever its wording: the school's row, or one made for it.
        where: { version: { equals: privacyNotice.version }, school: { equals: requestSchool()?.id } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]?.id;
  const found = await find();
  if (found !== undefined) return found;
  try {
    const created = await payload.create({
      collection: 'privacy-notices',
      data: {
        version: privacyNotice.version,
        form: kind,
        language: privacyNotice.language,
        text: privacyNotice.paragraphs.join('\n\n'),
      },
      overrideAccess: true,
    });
    return created.id;
  } catch (error) {
    // Another message stored the same version at the same moment (a version is unique in its school).
    const raced = await find();
    if (raced === undefined) throw error;
    return raced;
  }
}

/** The message is stored: a mail that cannot even be queued is told in the log, and the form still succeeds. */
async function queueMail(payload: Payload, message: Parameters<typeof queueMessageMail>[1]): Promise<void> {
  try {
    await queueMessageMail(payload, message);
  } catch (error) {
    log.error(`[mail] the mail about a new message could not be queued (${(error as Error).name}): it is in the admin`);
  }
}

/**
 * A parent's message, stored with the language they wrote in (the notice's: a form shows the notice in its
 * page's language), the version of the privacy notice they agreed to and when, before anything
 * else happens to it: whatever fails later (e-mail), the message is kept. Its mail is then queued. Returns its reference.
 */
export async function storeMessage(
  kind: FormKind,
  value: MessageFields,
  privacyNotice: PrivacyNotice,
  at: Date,
): Promise<{ id: number | string; reference: string }> {
  const payload = await getCms();
  const { consent: _agreed, ...fields } = value;
  const consent = { notice: await privacyNoticeId(kind, privacyNotice), at: at.toISOString() };
  for (let attempt = 1; ; attempt += 1) {
    const reference = newReference(kind);
    try {
      const doc = await payload.create({
        collection: 'messages',
        data: {
          ...fields,
          form: kind,
          reference,
          status: FIRST_STATUS[kind],
          language: privacyNotice.language,
          consent,
        },
        overrideAccess: true,
      });
      await queueMail(payload, { id: doc.id, form: kind, reference, email: doc.email });
      return { id: doc.id, reference };
    } catch (error) {
      // One in a trillion: a reference already given. Any other failure is the caller's to report.
      if (attempt >= 3 || !/unique|reference/i.test((error as Error).message)) throw error;
    }
  }
}
