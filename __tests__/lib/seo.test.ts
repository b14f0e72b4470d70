import { schoolJsonLd } from '@/features/school/json-ld';
import { sitemapEntries } from '@/features/site-frame/sitemap';
import { pageMetadata, serializeJsonLd } from '@/lib/seo';
import { menuFixture, socialFixture } from '../utils/menu-api-handlers';
import { demoSchool } from '../utils/school';

const BASE = 'https://www.greenwood.example';

describe('page metadata', () => {
  it('titles the home page with the school’s name and tagline, canonical to /home', () => {
    const metadata = pageMetadata(BASE, '/home', demoSchool);
    expect(metadata.title).toEqual({
      absolute: 'Greenwood Public School | A CBSE school in Dwarka, New Delhi',
    });
    expect(metadata.alternates?.canonical).toBe(`${BASE}/home`);
    expect(metadata.description).toMatch(/CBSE/);
  });

  it('titles the home page with the name alone when the tagline would take it past 69 characters', () => {
    const tagline = 'A CBSE school in Dwarka, New Delhi — nursery to class XII';
    const metadata = pageMetadata(BASE, '/home', { ...demoSchool, tagline });
    expect(metadata.title).toEqual({ absolute: 'Greenwood Public School' });
    const fits = pageMetadata(BASE, '/home', { ...demoSchool, tagline: 'x'.repeat(69 - 26) });
    expect(fits.title).toEqual({ absolute: `Greenwood Public School | ${'x'.repeat(43)}` });
  });

  it('titles a menu route "{entry title} | {school name}" with Open Graph and Twitter cards', () => {
    const entry = menuFixture.find((candidate) => candidate.url === 'about-us');
    const metadata = pageMetadata(BASE, '/about-us', demoSchool, entry);
    expect(metadata.title).toEqual({ absolute: 'About Us | Greenwood Public School' });
    expect(metadata.alternates?.canonical).toBe(`${BASE}/about-us`);
    expect(metadata.openGraph).toMatchObject({
      title: 'About Us | Greenwood Public School',
      url: `${BASE}/about-us`,
      images: [expect.objectContaining({ url: `${BASE}/og-image.png`, width: 1200, height: 630 })],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'About Us | Greenwood Public School',
    });
  });
});

describe('sitemap', () => {
  it('lists /home, every active menu route, the Mandatory Public Disclosure and the calendar, never an inactive entry', () => {
    expect(sitemapEntries(BASE, menuFixture).map((entry) => entry.url)).toEqual([
      `${BASE}/home`,
      `${BASE}/admissions`,
      `${BASE}/about-us`,
      `${BASE}/landing-page`,
      `${BASE}/mandatory-public-disclosure`,
      `${BASE}/calendar`,
    ]);
  });

  it('leaves landing-page out when it is inactive', () => {
    const inactive = menuFixture.map((entry) => ({ ...entry, active: entry.url !== 'landing-page' && entry.active }));
    expect(sitemapEntries(BASE, inactive).map((entry) => entry.url)).not.toContain(`${BASE}/landing-page`);
  });
});

describe('structured data', () => {
  it('describes the school with its address, contacts, logo and the CMS’s social profiles', () => {
    const data = schoolJsonLd(BASE, demoSchool, socialFixture);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: 'Greenwood Public School',
      url: `${BASE}/home`,
      logo: `${BASE}/icons/icon-512.png`,
      telephone: '+91 11 4567 8900',
      email: 'office@greenwood-school.example',
      address: { '@type': 'PostalAddress', addressLocality: 'New Delhi', postalCode: '110075', addressCountry: 'IN' },
    });
    expect(data.sameAs).toEqual([
      'https://facebook.example/school',
      'https://twitter.example/school',
      'https://instagram.example/school',
      'https://linkedin.example/school',
      'https://youtube.example/school',
    ]);
  });

  it('lists as sameAs only the profiles the icons show: no chat link, no network the site does not know', () => {
    const data = schoolJsonLd(BASE, demoSchool, [
      { title: 'Facebook', url: 'https://www.facebook.com/greenwood' },
      { title: 'Whatsapp', url: 'https://wa.me/911145678900' },
      { title: 'Pinterest', url: 'https://www.pinterest.com/greenwood' },
    ]);
    expect(data.sameAs).toEqual(['https://www.facebook.com/greenwood']);
  });

  it('escapes "<" so no text can close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('page metadata in two languages', () => {
  it('gives a Hindi page its own canonical address, both languages and x-default', () => {
    const metadata = pageMetadata(BASE, '/notices?year=2026', demoSchool, { title: 'सूचनाएँ' }, 'hi');
    expect(metadata.alternates).toEqual({
      canonical: `${BASE}/hi/notices?year=2026`,
      languages: {
        en: `${BASE}/notices?year=2026`,
        hi: `${BASE}/hi/notices?year=2026`,
        'x-default': `${BASE}/notices?year=2026`,
      },
    });
    expect(metadata.openGraph).toMatchObject({ locale: 'hi_IN', url: `${BASE}/hi/notices?year=2026` });
  });

  it('names the Hindi page beside an English one', () => {
    expect(pageMetadata(BASE, '/home', demoSchool).alternates?.languages).toMatchObject({ hi: `${BASE}/hi/home` });
  });
});
