import { z } from 'zod';

/**
 * A host as a request names it and as a school claims it: lower case, no port, no trailing dot
 * ("Greenwood.Example:443." and "greenwood.example" are one school).
 */
export function hostOf(value: string): string {
  return value.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

// A domain name (RFC 1123 labels), or "localhost": what a school's office types, checked before it is saved.
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
export const domainSchema = z
  .string()
  .transform(hostOf)
  .refine((host) => host.length <= 253 && host.split('.').every((label) => LABEL.test(label)), {
    message: 'A domain such as greenwood-school.example or branch.example.org, without https:// or a path.',
  });

/**
 * A school's site's origin, for what leaves the site (mail, feeds read elsewhere): SITE_URL when it names
 * the school's domain (a single school's deployment), else its domain in SITE_URL's scheme (https when
 * unset: a school's own domain is served over HTTPS).
 */
export function schoolOrigin(domain: string, siteUrl: string | undefined): string {
  if (siteUrl && hostOf(new URL(siteUrl).host) === domain) return siteUrl;
  return `${siteUrl ? new URL(siteUrl).protocol : 'https:'}//${domain}`;
}
