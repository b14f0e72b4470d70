import { http, HttpResponse } from 'msw';
import type { MenuEntry, SocialLink } from '@/features/menu/types';

export const TEST_API_URL = 'http://menu-api.test/api';
export const TEST_SITE_KEY = 'test-school';
export const testConnection = { apiUrl: TEST_API_URL, siteKey: TEST_SITE_KEY };

export const menuFixture: MenuEntry[] = [
  { id: '3', title: 'Admissions', url: 'admissions', active: true, position: 3 },
  { id: '1', title: 'Home', url: 'home', active: true, position: 1 },
  { id: '2', title: 'About Us', url: 'about-us', active: true, position: 2 },
  { id: '4', title: 'Admissions 2027-28', url: 'landing-page', active: true, position: 4 },
  { id: '5', title: 'Alumni', url: 'alumni', active: false, position: 5 },
];

export const socialFixture: SocialLink[] = [
  { title: 'Facebook', url: 'https://facebook.example/school' },
  { title: 'twitter', url: 'https://twitter.example/school' },
  { title: 'Instagram', url: 'https://instagram.example/school' },
  { title: 'LinkedIn', url: 'https://linkedin.example/school' },
  { title: 'Whatsapp', url: 'https://wa.example/911145678900' },
  { title: 'YOUTUBE', url: 'https://youtube.example/school' },
  { title: 'MySpace', url: 'https://myspace.example/school' },
];

/** What the fake CMS received, for assertions about the calls the site makes. */
export const received: { path: string; siteKey: string | null; authorization: string | null }[] = [];

export function record(request: Request) {
  const url = new URL(request.url);
  received.push({
    path: url.pathname,
    siteKey: url.searchParams.get('url'),
    authorization: request.headers.get('authorization'),
  });
}

export const menuUrl = `${TEST_API_URL}/menu/findall`;
export const socialUrl = `${TEST_API_URL}/socialmedia/findall`;

export const happyHandlers = [
  http.get(menuUrl, ({ request }) => {
    record(request);
    return HttpResponse.json({ status: 'success', data: menuFixture });
  }),
  http.get(socialUrl, ({ request }) => {
    record(request);
    return HttpResponse.json({ status: 'success', data: socialFixture });
  }),
];
