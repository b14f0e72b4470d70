import { site } from '@/lib/site';

/** The school's postal address, phone and e-mail, as links a phone can act on. */
export function ContactDetails() {
  const { address } = site;
  return (
    <address className="contact-details">
      <p>
        {site.name}
        <br />
        {address.street}
        <br />
        {address.locality} {address.postalCode}, India
      </p>
      <p>
        Phone: <a href={site.phone.href}>{site.phone.display}</a>
        <br />
        E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
    </address>
  );
}
