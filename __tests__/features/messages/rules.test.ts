import { privacyNoticeText, privacyNoticeVersion, DEFAULT_RETENTION } from '@/features/messages/privacy-notice-text';
import { checkForm, indianMobile, newReference, normaliseReference, yearsSought } from '@/features/messages/rules';

const TODAY = '2026-11-25';

describe('an Indian mobile number', () => {
  it.each([
    ['98100 45678', '+919810045678'],
    ['+91 98100-45678', '+919810045678'],
    ['098100 45678', '+919810045678'],
    ['0091 6000000000', '+916000000000'],
    ['(981) 004-5678', '+919810045678'],
  ])('%s is %s', (typed, stored) => expect(indianMobile(typed)).toBe(stored));

  it.each(['12345', '5810045678', '+1 9810045678', '98100456789', 'nine eight one', ''])('%s is none', (typed) =>
    expect(indianMobile(typed)).toBeUndefined(),
  );
});

describe('the forms’ rules', () => {
  const enquiry = {
    name: ' Asha Verma ',
    mobile: '98100 45678',
    email: '',
    classSought: 'Nursery',
    yearSought: '2027-28',
    childFirstName: '',
    message: '',
    consent: 'yes',
  };

  it('takes a good enquiry, trimmed, with the optional fields left out', () => {
    expect(checkForm('enquiry', enquiry, TODAY)).toEqual({
      ok: true,
      value: {
        name: 'Asha Verma',
        mobile: '+919810045678',
        email: undefined,
        classSought: 'Nursery',
        yearSought: '2027-28',
        childFirstName: undefined,
        message: undefined,
        consent: 'yes',
      },
    });
  });

  it('gives one message per field, in GOV.UK’s words', () => {
    const checked = checkForm(
      'enquiry',
      { ...enquiry, name: ' ', mobile: '', classSought: 'XIII', consent: '' },
      TODAY,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name',
        mobile: 'Enter a mobile number',
        classSought: 'Select the class you are asking about',
        consent: 'Tick the box to agree to how we use these details',
      },
    });
  });

  it('limits an enquiry’s message to 1,000 characters', () => {
    const checked = checkForm('enquiry', { ...enquiry, message: 'x'.repeat(1001) }, TODAY);
    expect(checked).toEqual({ ok: false, errors: { message: 'Your message must be 1,000 characters or fewer' } });
  });

  it('asks a contact message for an e-mail address or a mobile number', () => {
    const contact = { name: 'Ravi', email: '', mobile: '', topic: 'fees', message: 'When?', consent: 'yes' };
    expect(checkForm('contact', contact, TODAY)).toEqual({
      ok: false,
      errors: { email: 'Enter an e-mail address or a mobile number' },
    });
    expect(checkForm('contact', { ...contact, mobile: '9810045678' }, TODAY).ok).toBe(true);
  });

  it('gives a Hindi page’s form its messages in Hindi, with digits 0–9', () => {
    const checked = checkForm(
      'enquiry',
      { ...enquiry, name: '', mobile: '12345', message: 'x'.repeat(1001) },
      TODAY,
      'hi',
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'अपना नाम लिखें',
        mobile: 'भारत का मोबाइल नंबर लिखें: 6, 7, 8 या 9 से शुरू होने वाले 10 अंक, +91 के साथ या उसके बिना',
        message: 'आपका संदेश 1,000 अक्षरों से अधिक नहीं होना चाहिए',
      },
    });
    // The rules are the same in both languages: only the words differ.
    expect(checkForm('enquiry', { ...enquiry, mobile: '+91 98100-45678' }, TODAY, 'hi')).toEqual(
      checkForm('enquiry', { ...enquiry, mobile: '+91 98100-45678' }, TODAY),
    );
  });

  it('offers this academic year and the next two', () => {
    expect(yearsSought('2026-11-25')).toEqual(['2026-27', '2027-28', '2028-29']);
    expect(yearsSought('2027-04-01')).toEqual(['2027-28', '2028-29', '2029-30']);
    expect(checkForm('enquiry', { ...enquiry, yearSought: '2025-26' }, TODAY).ok).toBe(false);
  });
});

describe('a reference', () => {
  it('is random, in Crockford’s digits, and read back however it is typed', () => {
    const reference = newReference('grievance');
    expect(reference).toMatch(/^GRV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(newReference('grievance')).not.toBe(reference);
    expect(normaliseReference(reference.toLowerCase().replace(/-/g, ' '))).toBe(reference);
    expect(normaliseReference('enq-1o2l-3i4k')).toBe('ENQ-1021-314K');
    expect(normaliseReference('GRV-0000')).toBeUndefined();
    expect(normaliseReference("GRV-0000-000'")).toBeUndefined();
  });
});

describe('the privacy notice', () => {
  const officer = { name: 'Mr. Rajesh Kumar', designation: 'Grievance Officer', email: 'g@school.example' };

  it('says what is collected, for what, for how long, how to withdraw and whom to ask', () => {
    const text = privacyNoticeText('grievance', 'Greenwood', officer, DEFAULT_RETENTION).join(' ');
    expect(text).toContain('the category and what you tell us');
    expect(text).toContain('for 3 years after the grievance is closed');
    expect(text).toContain('withdraw your consent at any time');
    expect(text).toContain('Mr. Rajesh Kumar, Grievance Officer, g@school.example');
    expect(privacyNoticeText('contact', 'Greenwood', officer, DEFAULT_RETENTION).join(' ')).toContain('for 6 months');
  });

  it('has a new version whenever its words change', () => {
    const version = privacyNoticeVersion(privacyNoticeText('enquiry', 'Greenwood', officer, DEFAULT_RETENTION));
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(privacyNoticeVersion(privacyNoticeText('enquiry', 'Greenwood', officer, DEFAULT_RETENTION))).toBe(version);
    expect(
      privacyNoticeVersion(
        privacyNoticeText('enquiry', 'Greenwood', officer, { ...DEFAULT_RETENTION, enquiryMonths: 18 }),
      ),
    ).not.toBe(version);
  });
});
