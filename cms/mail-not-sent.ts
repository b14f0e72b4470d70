/** A failed send, told without the server's answer or the error's text: either may quote an address. */
export class MailNotSent extends Error {
  override name = 'MailNotSent';
  constructor(error: unknown) {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    const why = [typeof code === 'string' ? code : 'error', typeof responseCode === 'number' ? responseCode : '']
      .filter(Boolean)
      .join(' ');
    super(`the SMTP server did not take the mail (${/^[\w ]{1,40}$/.test(why) ? why : 'error'})`);
  }
}
