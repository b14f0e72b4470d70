import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

const LATIN_WORD = /[A-Za-z]{2}/;
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * `"en"` for a text from the school's data that is English on a page in another language: written in
 * Latin letters, with no Devanagari. For fields with no Hindi version (a teacher's name and qualification,
 * the address, a book's publisher), where there is no `fellBack` to ask (cms/localized.ts): a screen
 * reader reads a text by its `lang`, and reads English words by Hindi rules without it.
 */
export function englishIn(locale: Locale, text: string | undefined): 'en' | undefined {
  if (locale === DEFAULT_LOCALE || !text) return undefined;
  return LATIN_WORD.test(text) && !DEVANAGARI.test(text) ? 'en' : undefined;
}

/** `text` in a `<span lang="en">` where `englishIn` says it is English on this page, else as it is. */
export function markEnglish(locale: Locale, text: string | undefined): ReactNode {
  return englishIn(locale, text) ? <span lang="en">{text}</span> : text;
}
