import { MailNotSent } from '@/cms/mail-not-sent';
import { acknowledgement, officeAlert } from '@/features/messages/mail-bodies';

const SITE = 'https://school.example';
const REFERENCE = /\b(ENQ|MSG|GRV)-[0-9A-Z]{4}-[0-9A-Z]{4}\b/;

describe('the office’s alert of a new message', () => {
  const alert = officeAlert({ id: 42, form: 'enquiry', reference: 'ENQ-7K3M-9Q2X' }, SITE);

  it('names the form and the reference, and links to the message in the admin', () => {
    expect(alert.subject).toBe('New admission enquiry ENQ-7K3M-9Q2X');
    for (const part of [alert.text, alert.html]) {
      expect(part).toContain('ENQ-7K3M-9Q2X');
      expect(part).toContain('https://school.example/admin/collections/messages/42');
    }
  });

  it('can hold nothing the parent typed: it is made from the form, the reference and the id alone', () => {
    // The parent's details are not among its inputs; its text has no number or address of anyone.
    expect(officeAlert.length).toBe(2);
    for (const part of [alert.subject, alert.text, alert.html]) {
      expect(part).not.toMatch(/\+?\d[\d\s-]{8,}\d/);
      expect(part).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    }
  });
});

describe('the parent’s acknowledgement', () => {
  it('has the reference, what happens next for its form, and where to withdraw it', () => {
    const mail = acknowledgement({ form: 'contact', reference: 'MSG-AB12-CD34' }, 'Greenwood School', SITE);
    expect(mail.subject).toMatch(REFERENCE);
    expect(mail.text).toContain('Your reference number is MSG-AB12-CD34');
    expect(mail.text).toContain('answers within two working days');
    expect(mail.text).toContain('https://school.example/withdraw');
    expect(mail.html).toContain('<a href="https://school.example/withdraw">');
    expect(mail.text).not.toContain('/grievance/status');
  });

  it('for a grievance, links to where its status is followed', () => {
    const mail = acknowledgement({ form: 'grievance', reference: 'GRV-AB12-CD34' }, 'Greenwood School', SITE);
    expect(mail.text).toContain('https://school.example/grievance/status');
    expect(mail.text).toContain('grievance officer');
  });

  it('escapes the school’s name in its HTML', () => {
    const mail = acknowledgement({ form: 'enquiry', reference: 'ENQ-AB12-CD34' }, 'St. Mary’s <School> & "Co"', SITE);
    expect(mail.html).toContain('St. Mary’s &lt;School&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<School>');
  });
});

describe('the parent’s acknowledgement in Hindi', () => {
  const mail = acknowledgement({ form: 'grievance', reference: 'GRV-AB12-CD34' }, 'Greenwood School', SITE, 'hi');

  it('is in Hindi, with its reference and links to the Hindi pages', () => {
    expect(mail.subject).toBe('Greenwood School: आपकी शिकायत GRV-AB12-CD34');
    expect(mail.text).toContain('धन्यवाद। Greenwood School को आपकी शिकायत मिल गई है।');
    expect(mail.text).toContain('आपकी संदर्भ संख्या GRV-AB12-CD34 है।');
    expect(mail.text).toContain('शिकायत अधिकारी');
    expect(mail.text).toContain('https://school.example/hi/grievance/status');
    expect(mail.html).toContain('<a href="https://school.example/hi/withdraw">');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).not.toMatch(/[०-९]/);
  });

  it('is told apart from the English one only by its words', () => {
    const english = acknowledgement({ form: 'grievance', reference: 'GRV-AB12-CD34' }, 'Greenwood School', SITE);
    expect(english.html).toContain('<html lang="en">');
    expect(english.text).toContain('https://school.example/grievance/status');
    expect(english.text.split('\n\n')).toHaveLength(mail.text.split('\n\n').length);
  });
});

describe('a send the SMTP server refused', () => {
  it('is told by its kind and code, never by the server’s answer or an address', () => {
    const refused = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <parent@example.com>"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
        response: '550 5.1.1 <parent@example.com>: user unknown',
      },
    );
    const error = new MailNotSent(refused);
    expect(error.message).toBe('the SMTP server did not take the mail (EENVELOPE 550)');
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(
      'parent@example.com',
    );
    expect(error.cause).toBeUndefined();
  });
});
