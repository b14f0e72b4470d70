/** Shared by the CMS's collections and the public lookup: how a TC number is compared, and the outcomes logged. */

/** The verification page. */
export const TC_PATH = '/transfer-certificate';
/** Where a refused link or form sends the visitor instead. */
export const TC_LINK = { href: TC_PATH, label: 'Verify a transfer certificate' };

export const TC_NUMBER_MAX = 40;

/** Trimmed, inner spaces collapsed, in capitals: `tc/2026/ 7` and `TC/2026/ 7` are one number. */
export function normaliseTcNumber(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** `number blocked`: answered as a miss because the number failed 20 times that day (./rate-limit.ts). */
export const LOOKUP_OUTCOMES = ['match', 'no match', 'number blocked', 'rate-limited'] as const;
export type LookupOutcome = (typeof LOOKUP_OUTCOMES)[number];
