import { useTranslations } from 'next-intl';
import { ALERTS_PATH } from '@/features/alert-subscriptions/rules';
import { BOOK_LIST_PATH } from '@/features/book-lists/rules';
import { CALENDAR_PATH } from '@/features/calendar/years';
import { DISCLOSURE_PATH } from '@/features/disclosure/path';
import { GALLERY_PATH } from '@/features/gallery/rules';
import { GRIEVANCE_PATH, WITHDRAW_PATH } from '@/features/messages/rules';
import { NOTICES_PATH } from '@/features/notices/rules';
import type { School } from '@/features/school/rules';
import { TC_PATH } from '@/features/transfer-certificates/rules';
import { localePath } from '@/lib/i18n/locales';
import { ExternalMark } from '@/lib/layout/external-mark';
import { GigwLinks } from '../gigw/gigw-links';
import { MenuLinks, SocialIcons } from '../menu/links';
import { ContactDetails } from '../school/contact-details';
import { MapEmbed } from '../school/map-embed';
import type { FrameLanguage } from './words';

export function Footer({ school, language }: { school: School; language: FrameLanguage }) {
  const { locale, t } = language;
  const link = (path: string) => localePath(locale, path);
  const gigw = useTranslations('gigw');
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.about', { name: school.shortName })}</h2>
          <p>{school.about}</p>
          <SocialIcons externalNote={gigw('external')} />
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.usefulLinks')}</h2>
          <nav aria-label={t('footer.usefulLinks')}>
            <MenuLinks className="footer-links" />
          </nav>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <ContactDetails
            school={school}
            labels={{ phone: t('contact.phone'), email: t('contact.email') }}
            locale={locale}
          />
          <p>
            {t('footer.affiliation', { number: school.cbse.affiliationNumber, code: school.cbse.schoolCode })}
            <br />
            <a href={link(DISCLOSURE_PATH)}>{t('footer.disclosure')}</a>
            <br />
            <a href={link(NOTICES_PATH)}>{t('footer.notices')}</a>
            <br />
            <a href={link(CALENDAR_PATH)}>{t('footer.calendar')}</a>
            <br />
            <a href={link(BOOK_LIST_PATH)}>{t('footer.bookList')}</a>
            <br />
            {/* A plain link: the verification page is never prefetched (it is noindex and no-store). */}
            <a href={link(TC_PATH)}>{t('footer.verifyTc')}</a>
            <br />
            <a href={link(GALLERY_PATH)}>{t('footer.gallery')}</a>
            <br />
            <a href={link(GRIEVANCE_PATH)}>{t('footer.grievance')}</a>
            <br />
            <a href={link(WITHDRAW_PATH)}>{t('footer.withdraw')}</a>
            <br />
            <a href={link(ALERTS_PATH)}>{t('footer.alerts')}</a>
          </p>
        </section>
        <section aria-labelledby="footer-map" className="footer-map">
          <h2 id="footer-map">{t('footer.findUs')}</h2>
          <MapEmbed src={school.map.embedUrl} title={school.map.title} />
          <a href={school.map.linkUrl} target="_blank" rel="noopener noreferrer">
            {t('footer.largerMap')}
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
