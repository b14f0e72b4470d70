import { DEFAULT_RETENTION, privacyNoticeText, privacyNoticeVersion } from '@/features/messages/privacy-notice-text';
import { FORMS } from '@/features/messages/rules';

const officer = {
  name: 'Mr. Rajesh Kumar',
  designation: 'Grievance Officer',
  email: 'g@school.example',
  phone: '011 4567 8900',
};

describe('the privacy notice in Hindi', () => {
  it('says in Hindi what is collected, for what, for how long, how to withdraw and whom to ask', () => {
    const text = privacyNoticeText('grievance', 'Greenwood', officer, DEFAULT_RETENTION, 'hi').join(' ');
    expect(text).toContain('शिकायत का प्रकार');
    expect(text).toContain('शिकायत बंद होने के बाद 3 वर्ष तक');
    expect(text).toContain('सहमति कभी भी “संदेश वापस लें” पृष्ठ पर');
    expect(text).toContain('Mr. Rajesh Kumar, Grievance Officer, g@school.example या 011 4567 8900');
    expect(privacyNoticeText('contact', 'Greenwood', officer, DEFAULT_RETENTION, 'hi').join(' ')).toContain(
      'भेजने के बाद 6 महीने तक',
    );
    // Digits stay 0–9.
    expect(text).not.toMatch(/[०-९]/);
  });

  it('has as many paragraphs as the English one, for every form', () => {
    for (const kind of FORMS)
      expect(privacyNoticeText(kind, 'G', officer, DEFAULT_RETENTION, 'hi')).toHaveLength(
        privacyNoticeText(kind, 'G', officer, DEFAULT_RETENTION).length,
      );
  });

  it('has a version of its own, never the English one’s, which itself is unchanged', () => {
    for (const kind of FORMS) {
      const english = privacyNoticeText(kind, 'G', officer, DEFAULT_RETENTION);
      const hindi = privacyNoticeText(kind, 'G', officer, DEFAULT_RETENTION, 'hi');
      expect(privacyNoticeVersion(hindi, 'hi')).toMatch(/^[0-9a-f]{16}$/);
      expect(privacyNoticeVersion(hindi, 'hi')).not.toBe(privacyNoticeVersion(english));
      // Even the same words in two languages would not share a version.
      expect(privacyNoticeVersion(english, 'hi')).not.toBe(privacyNoticeVersion(english));
      expect(privacyNoticeVersion(english, 'en')).toBe(privacyNoticeVersion(english));
    }
  });
});
