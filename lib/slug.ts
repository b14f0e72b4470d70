/** An address segment made by editors or from a title: lower-case letters, digits and single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `Winter uniform: from 1 November!` → `winter-uniform-from-1-november` (letters outside a–z dropped). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The `n`th address for one title: the first is the title's own, then `-2`, `-3`, … */
export const numberedSlug = (base: string, n: number): string => (n === 1 ? base : `${base}-${n}`);
