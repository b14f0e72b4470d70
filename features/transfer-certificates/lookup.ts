import { getCms } from '../../cms/client';
import { take, visitorKey } from '../../cms/rate-limit';
import { istDay, storedInstantOfDay } from '../../lib/dates';
import { log } from '../../lib/log';
import { requestSchool } from '../../lib/server-bridge';
import { FILE_LINK_PATH, FILE_LINK_TTL_MS, signFileToken } from './file-link';
import { parseDayInput } from './lookup-input';
import { ADDRESS_LIMIT, NUMBER_LIMIT, numberKey } from './rate-limit';
import { countRefusal } from './refusals';
import { normaliseTcNumber, TC_NUMBER_MAX, type LookupOutcome } from './rules';
import type { TcLookupAnswer, TcLookupEcho, TcLookupRefusal } from './tc-lookup-answer';

// Never the number or the date typed, never the student: only who asked, when, and how it ended.
function logLookup(address: string, outcome: LookupOutcome): void {
  log.info(`TC lookup: ${outcome} from ${address}`, { event: 'tc-lookup', address, outcome });
}

async function record(address: string, outcome: LookupOutcome, at: Date): Promise<void> {
  logLookup(address, outcome);
  try {
    await (
      await getCms()
    ).create({
      collection: 'transfer-certificate-lookups',
      data: { at: at.toISOString(), address, outcome, count: 1 },
      overrideAccess: true,
    });
  } catch (error) {
    log.warn(`TC lookup: could not be recorded in the CMS: ${(error as Error).message}`);
  }
}

/**
 * One verification: a TC matches only when its number and the date of birth both do. Both ways of being
 * wrong do the same work and give the same answer. Each lookup takes a point from its visitor's limit and
 * from its number's before the TC is read, so however many arrive at once, no more get through than the
 * limits allow; a match gives both back. A number out of points answers as a miss, even with the right date.
 */
export async function lookUpTransferCertificate(
  input: TcLookupEcho,
  address: string,
  now = new Date(),
): Promise<TcLookupAnswer | TcLookupRefusal> {
  const echo = { number: input.number.slice(0, 200), dateOfBirth: input.dateOfBirth.slice(0, 40) };
  const cms = await getCms();
  const byAddress = await take(cms, ADDRESS_LIMIT, visitorKey(address));
  if (!byAddress.ok) {
    logLookup(address, 'rate-limited');
    countRefusal(address, now);
    return { kind: 'rate-limited', retryAfter: byAddress.retryAfter };
  }
  const number = normaliseTcNumber(echo.number).slice(0, TC_NUMBER_MAX);
  const dateOfBirth = parseDayInput(echo.dateOfBirth);
  const today = istDay(now);
  const byNumber = await take(cms, NUMBER_LIMIT, numberKey(cms.config.secret, number, today));
  const { docs } = await cms.find({
    collection: 'transfer-certificates',
    // This site's school's TCs alone: another school's TC/2026/0142 is another child's.
    where: { number: { equals: number }, school: { equals: requestSchool()?.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const doc = docs[0];
  const matches =
    byNumber.ok && doc !== undefined && dateOfBirth !== undefined && istDay(doc.dateOfBirth) === dateOfBirth;
  const scan = doc === undefined ? 0 : typeof doc.file === 'object' ? doc.file.id : doc.file;
  // Signed either way, so a wrong date and an unknown number take the same time.
  const token = signFileToken(cms.config.secret, { id: doc?.id ?? 0, scan, number }, now.getTime());
  if (!matches) {
    if (byNumber.ok) {
      await record(address, 'no match', now);
    } else {
      if (doc && (!doc.lookupsBlockedOn || istDay(doc.lookupsBlockedOn) !== today)) await markBlocked(doc.id, today);
      await record(address, 'number blocked', now);
    }
    return { kind: 'no-match', echo };
  }
  await Promise.all([byAddress.refund(), byNumber.refund()]);
  await record(address, 'match', now);
  return {
    kind: 'match',
    echo,
    tc: { number: doc.number, studentName: doc.studentName, class: doc.class, issueDate: istDay(doc.issueDate) },
    fileLink: `${FILE_LINK_PATH}/${token}`,
    expiresAt: now.getTime() + FILE_LINK_TTL_MS,
  };
}

/** Dates the TC's block, so the admin dashboard lists it that day on every replica (features/attention/rules.ts). */
async function markBlocked(id: number, day: string): Promise<void> {
  try {
    await (
      await getCms()
    ).update({
      collection: 'transfer-certificates',
      id,
      data: { lookupsBlockedOn: storedInstantOfDay(day) },
      overrideAccess: true,
    });
    log.warn(
      `TC lookup: TC ${id} is blocked until tomorrow after ${NUMBER_LIMIT.points} lookups without a match today`,
    );
  } catch (error) {
    log.warn(`TC lookup: the block of TC ${id} could not be recorded in the CMS: ${(error as Error).message}`);
  }
}
