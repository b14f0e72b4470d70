/** The Mandatory Public Disclosure's fixed address (CBSE names it; not a menu route). Its own module so the header and footer import no rules. */
export const DISCLOSURE_PATH = '/mandatory-public-disclosure';
