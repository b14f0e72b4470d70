/**
 * The social networks the site knows (spec §2), keyed by the CMS title in lower case. Each icon is a
 * symbol of the same id in `public/icons/social.svg`: one cached file instead of SVG paths repeated in
 * every page's HTML and in the browser bundle.
 */
export type SocialNetwork = { name: string; iconHref: string };

const SOCIAL_SPRITE = '/icons/social.svg';

const NAMES: Record<string, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  whatsapp: 'Whatsapp',
  youtube: 'YouTube',
};

/** The titles the spec names, as the CMS writes them. */
export const SOCIAL_TITLES = Object.values(NAMES);

/** The network a CMS title names, or undefined: a link with any other title shows nothing. */
export function socialNetworkFor(title: string): SocialNetwork | undefined {
  const id = title.trim().toLowerCase();
  const name = Object.hasOwn(NAMES, id) ? NAMES[id] : undefined;
  return name ? { name, iconHref: `${SOCIAL_SPRITE}#${id}` } : undefined;
}
