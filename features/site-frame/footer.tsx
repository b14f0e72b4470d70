import { useTranslations } from 'next-intl';
import { BOOK_LIST_PATH } from '@/features/book-lists/rules';
import { CALENDAR_PATH } from '@/features/calendar/years';
import { DISCLOSURE_PATH } from '@/features/disclosure/path';
import { GALLERY_PATH } from '@/features/gallery/rules';
import { GRIEVANCE_PATH, WITHDRAW_PATH } from '@/features/messages/rules';
import { NOTICES_PATH } from '@/features/notices/rules';
import type { School } from '@/features/school/rules';
import { TC_PATH } from '@/features/transfer-certificates/rules';
import { ExternalMark } from '@/lib/layout/external-mark';
import { GigwLinks } from '../gigw/gigw-links';
import { MenuLinks, SocialIcons } from '../menu/links';
import { ContactDetails } from '../school/contact-details';
import { MapEmbed } from '../school/map-embed';

export function Footer({ school }: { school: School }) {
  const gigw = useTranslations('gigw');
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About {school.shortName}</h2>
          <p>{school.about}</p>
          <SocialIcons externalNote={gigw('external')} />
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Useful Links</h2>
          <nav aria-label="Useful Links">
            <MenuLinks className="footer-links" />
          </nav>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ContactDetails school={school} />
          <p>
            CBSE Affiliation No. {school.cbse.affiliationNumber} · School code {school.cbse.schoolCode}
            <br />
            <a href={DISCLOSURE_PATH}>Mandatory Public Disclosure</a>
            <br />
            <a href={NOTICES_PATH}>Notices and circulars</a>
            <br />
            <a href={CALENDAR_PATH}>Academic calendar</a>
            <br />
            <a href={BOOK_LIST_PATH}>Book list</a>
            <br />
            {/* A plain link: the verification page is never prefetched (it is noindex and no-store). */}
            <a href={TC_PATH}>Verify a transfer certificate</a>
            <br />
            <a href={GALLERY_PATH}>Photo gallery</a>
            <br />
            <a href={GRIEVANCE_PATH}>Raise a grievance</a>
            <br />
            <a href={WITHDRAW_PATH}>Withdraw a message you sent</a>
          </p>
        </section>
        <section aria-labelledby="footer-map" className="footer-map">
          <h2 id="footer-map">Find us</h2>
          <MapEmbed src={school.map.embedUrl} title={school.map.title} />
          <a href={school.map.linkUrl} target="_blank" rel="noopener noreferrer">
            Open a larger map
            <ExternalMark />
          </a>
        </section>
      </div>
      <div className="container">
        <GigwLinks />
      </div>
      <p className="copyright">{school.copyright}</p>
    </footer>
  );
}
