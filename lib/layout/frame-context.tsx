'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';

/**
 * What the frame's client islands need of the page's language: the locale, for links into it, and the few
 * words they show themselves (the loader, the error page). The server reads them from the catalogue and
 * passes them as plain strings, so no message library reaches the browser.
 */
export type FrameWords = {
  loading: string;
  error: { eyebrow: string; heading: string; text: string; retry: string; home: string };
};

type Frame = { locale: Locale; words: FrameWords };

const ENGLISH: Frame = {
  locale: DEFAULT_LOCALE,
  words: {
    loading: 'Loading page…',
    error: {
      eyebrow: 'Temporarily unavailable',
      heading: 'This page can’t be shown right now',
      text: 'Our content server is not answering. Please try again in a minute.',
      retry: 'Try again',
      home: 'Go to the home page',
    },
  },
};

const FrameContext = createContext<Frame>(ENGLISH);

export function FrameProvider({ locale, words, children }: Frame & { children: ReactNode }) {
  return <FrameContext value={{ locale, words }}>{children}</FrameContext>;
}

/** The page's language and the frame's words; English outside a provider (a component's own test). */
export function useFrame(): Frame {
  return useContext(FrameContext);
}
