/** The app's own shapes for CMS content, after validation (see schemas.ts for the raw ones). */
export type MenuEntry = {
  id: string;
  title: string;
  url: string;
  active: boolean;
  position: number;
};

export type SocialLink = {
  title: string;
  url: string;
};

/** Where the CMS lives; learnt from the server's settings at run time, also by the browser. */
export type MenuApiConnection = {
  apiUrl: string;
  siteKey: string;
};
