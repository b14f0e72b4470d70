import { allPhones, type School } from '@/features/school/rules';
import { telHref } from '@/lib/rules/fields';

/** The school's postal address, phone numbers and e-mail, as links a phone can act on. */
export function ContactDetails({ school }: { school: School }) {
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
            Phone: <a href={telHref(phone)}>{phone}</a>
            <br />
          </span>
        ))}
        E-mail: <a href={`mailto:${school.email}`}>{school.email}</a>
      </p>
    </address>
  );
}
