import { alertMail, confirmationMail } from '@/features/alert-subscriptions/mail-bodies';

const STOP = 'https://school.example/alerts/unsubscribe?token=1.u.abc.def';

describe('the alerts’ mails', () => {
  it('asks to confirm in the subscriber’s language, with the link and what happens if it was not them', () => {
    const english = confirmationMail('Greenwood School', 'https://school.example/alerts/confirm?token=x', 'en');
    expect(english.subject).toBe('Greenwood School: confirm your alerts');
    expect(english.text).toContain('https://school.example/alerts/confirm?token=x');
    expect(english.text).toContain('ignore this mail');
    const hindi = confirmationMail('ग्रीनवुड स्कूल', 'https://school.example/hi/alerts/confirm?token=x', 'hi');
    expect(hindi.subject).toBe('ग्रीनवुड स्कूल: अपनी सूचनाओं की पुष्टि करें');
    expect(hindi.html).toContain('<html lang="hi">');
  });

  it('says an urgent alert in its subject and ends every alert with the stop link', () => {
    const mail = alertMail('urgent', 'Greenwood School', [{ title: 'Closed today <rain>' }], STOP, 'en');
    expect(mail.subject).toBe('Greenwood School: Closed today <rain>');
    expect(mail.text.trim().endsWith(STOP)).toBe(true);
    expect(mail.html).toContain('Closed today &lt;rain&gt;');
    expect(mail.html).toContain(`href="${STOP}"`);
  });

  it('gathers a digest’s notices, each with its page', () => {
    const items = [
      { title: 'Circular 4', url: 'https://school.example/notices/circular-4' },
      { title: 'Circular 5', url: 'https://school.example/notices/circular-5' },
    ];
    const mail = alertMail('digest', 'Greenwood School', items, STOP, 'en');
    expect(mail.subject).toBe('Greenwood School: 2 new notices');
    for (const item of items) expect(mail.text).toContain(`${item.title}:\n${item.url}`);
  });
});
