import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { getSettings } from '../settings';
import { readDisclosure, readPage, readSchool, type ContentPage, type Disclosure, type School } from './index';

// `connection()` keeps every page that shows content rendered per request, never prerendered at build
// time, so an edit shows on the next request. `cache` reads each file once per request however many
// components ask.

export const getSchool = cache(async (): Promise<School> => {
  await connection();
  return readSchool(getSettings().contentDir);
});

export const getPage = cache(async (slug: string): Promise<ContentPage | undefined> => {
  await connection();
  return readPage(getSettings().contentDir, slug);
});

export const getDisclosure = cache(async (): Promise<Disclosure> => {
  await connection();
  return readDisclosure(getSettings().contentDir);
});
