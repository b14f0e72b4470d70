import { getTranslations } from 'next-intl/server';
import { GALLERY_PATH } from '@/features/gallery/rules';
import { LatestNotices } from '@/features/notices/latest-notices';
import { type School } from '@/features/school/rules';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { keepPhoneNumbersWhole, telHref } from '@/lib/rules/fields';
import { UpcomingEvents } from '../calendar/upcoming-events';

/** The home page (spec §2: /home and every menu route without a page of its own show it), from the school's details in the CMS. */
export async function HomePage({ school }: { school: School }) {
  const [t, locale] = await Promise.all([getTranslations('frame.home'), getSiteLocale()]);
  const { home } = school;
  const call = telHref(school.phone);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="eyebrow">{t('affiliated', { number: school.cbse.affiliationNumber })}</p>
          <h1 id="hero-title">{home.heroTitle}</h1>
          <p className="hero-text">{home.heroText}</p>
          <p className="hero-actions">
            <a className="button button-accent" href="#admissions">
              {home.admissions.buttonLabel}
            </a>{' '}
            <a className="button button-ghost" href={call}>
              {t('call', { phone: keepPhoneNumbersWhole(school.phone) })}
            </a>
          </p>
        </div>
      </section>

      <section className="container section about" aria-labelledby="about-title">
        <h2 id="about-title">{t('welcome', { name: school.name })}</h2>
        <p className="lead">{school.about}</p>
        {home.facts.length > 0 && (
          <ul className="facts">
            {home.facts.map((fact) => (
              <li key={fact.label}>
                <strong>{fact.value}</strong> <span>{fact.label}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {home.academics.length > 0 && (
        <section className="section academics" aria-labelledby="academics-title">
          <div className="container">
            <h2 id="academics-title">{t('academics')}</h2>
            <ul className="cards">
              {home.academics.map((stage) => (
                <li key={stage.stage} className="card">
                  <h3>{stage.stage}</h3>
                  <p className="card-grades">{stage.grades}</p>
                  <p>{stage.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <LatestNotices />
      <UpcomingEvents />

      <section className="container section" aria-labelledby="home-gallery-title">
        <h2 id="home-gallery-title">{t('gallery')}</h2>
        <p>
          {t('galleryText')} <a href={localePath(locale, GALLERY_PATH)}>{t('galleryLink')}</a>
        </p>
      </section>

      <section id="admissions" className="container section admissions" aria-labelledby="admissions-title">
        <h2 id="admissions-title">{home.admissions.title}</h2>
        <p>{home.admissions.text}</p>
        <p className="hero-actions">
          <a
            className="button button-primary"
            href={`mailto:${school.email}?subject=${encodeURIComponent(t('mailSubject'))}`}
          >
            {t('mailAdmissions')}
          </a>{' '}
          <a className="button button-outline" href={call}>
            {t('call', { phone: keepPhoneNumbersWhole(school.phone) })}
          </a>
        </p>
      </section>
    </>
  );
}
