import { allPhones, type School } from '@/features/school/rules';
import { telHref } from '@/lib/rules/fields';

type ContactLabels = { phone: string; email: string };

/**
 * The school's postal address, phone numbers and e-mail, as links a phone can act on; `labels` in the
 * page's language (the frame passes its own).
 */
export function ContactDetails({
  school,
  labels = { phone: 'Phone', email: 'E-mail' },
}: {
  school: School;
  labels?: ContactLabels;
}) {
  const { address } = school;
  return (
    <address className="contact-details">
      <p>
        {school.name}
        <br />
        {address.street}
        <br />
        {address.city}, {address.state} {address.pinCode}
      </p>
      <p>
        {allPhones(school).map((phone) => (
          <span key={phone}>
            {labels.phone}: <a href={telHref(phone)}>{phone}</a>
            <br />
          </span>
        ))}
        {labels.email}: <a href={`mailto:${school.email}`}>{school.email}</a>
      </p>
    </address>
  );
}
