import { istDay } from '../calendar/dates';
import { log } from '../log';
import { getCms } from '../school-content/payload';
import type { LookupAnswer, LookupEcho } from './answer';
import { normaliseTcNumber, TC_NUMBER_MAX, type LookupOutcome } from './fields';
import { parseDayInput } from './lookup-input';
import { FILE_LINK_PATH, FILE_LINK_TTL_MS, signFileToken } from './file-link';
import { countFailure, secondsBlocked } from './rate-limit';

async function record(address: string, outcome: LookupOutcome, at: Date): Promise<void> {
  // Never the number or the date typed, never the student: only who asked, when, and how it ended.
  log.info(`TC lookup: ${outcome} from ${address}`, { event: 'tc-lookup', address, outcome });
  try {
    await (await getCms()).create({ collection: 'transfer-certificate-lookups', data: { at: at.toISOString(), address, outcome }, overrideAccess: true });
  } catch (error) {
    log.warn(`TC lookup: could not be recorded in the CMS: ${(error as Error).message}`);
  }
}

/**
 * One verification: a TC matches only when its number and the date of birth both do. Both ways of being
 * wrong do the same work and give the same answer, and count as one failure towards the address's limit.
 */
export async function lookUpTransferCertificate(input: LookupEcho, address: string, now = new Date()): Promise<LookupAnswer> {
  const echo = { number: input.number.slice(0, 200), dateOfBirth: input.dateOfBirth.slice(0, 40) };
  const retryAfter = await secondsBlocked(address);
  if (retryAfter > 0) {
    await record(address, 'rate-limited', now);
    return { kind: 'rate-limited', echo, retryAfter };
  }
  const number = normaliseTcNumber(echo.number).slice(0, TC_NUMBER_MAX);
  const dateOfBirth = parseDayInput(echo.dateOfBirth);
  const cms = await getCms();
  const { docs } = await cms.find({ collection: 'transfer-certificates', where: { number: { equals: number } }, limit: 1, depth: 0, overrideAccess: true });
  const doc = docs[0];
  const matches = doc !== undefined && dateOfBirth !== undefined && istDay(doc.dateOfBirth) === dateOfBirth;
  // Signed either way, so a wrong date and an unknown number take the same time.
  const token = signFileToken(cms.config.secret, matches ? doc.id : 0, now.getTime());
  if (!matches) {
    await countFailure(address);
    await record(address, 'no match', now);
    return { kind: 'no-match', echo };
  }
  await record(address, 'match', now);
  return {
    kind: 'match',
    echo,
    tc: { number: doc.number, studentName: doc.studentName, class: doc.class, issueDate: istDay(doc.issueDate) },
    fileLink: `${FILE_LINK_PATH}/${token}`,
    expiresAt: now.getTime() + FILE_LINK_TTL_MS,
  };
}
