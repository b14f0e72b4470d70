import { allPhones, type School } from '@/features/school/rules';
import { englishIn } from '@/lib/i18n/english-text';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { keepPhoneNumbersWhole, telHref } from '@/lib/rules/fields';

type ContactLabels = { phone: string; email: string };

/**
 * The school's postal address, phone numbers and e-mail, as links a phone can act on; `labels` in the
 * page's language (the frame passes its own).
 */
export function ContactDetails({
  school,
  labels = { phone: 'Phone', email: 'E-mail' },
  locale = DEFAULT_LOCALE,
}: {
  school: School;
  labels?: ContactLabels;
  locale?: Locale;
}) {
  const { address } = school;
  // The address has no Hindi version: on a Hindi page, English in Latin letters is marked so.
  const addressLang = englishIn(locale, `${address.street} ${address.city} ${address.state}`);
  return (
    <address className="contact-details">
      <p>
        {school.name}
        <br />
        <span lang={addressLang}>
          {address.street}
          <br />
          {address.city}, {address.state} {address.pinCode}
        </span>
      </p>
      <p>
        {allPhones(school).map((phone) => (
          <span key={phone}>
            {labels.phone}: <a href={telHref(phone)}>{keepPhoneNumbersWhole(phone)}</a>
            <br />
          </span>
        ))}
        {labels.email}: <a href={`mailto:${school.email}`}>{school.email}</a>
      </p>
    </address>
  );
}
