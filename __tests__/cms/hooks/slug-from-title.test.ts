import type { CollectionBeforeValidateHook } from 'payload';
import { slugFromTitleIfEmpty } from '@/cms/hooks/slug-from-title';

type HookArgs = Parameters<CollectionBeforeValidateHook>[0];

// The hook's own arguments, with a database where `taken` addresses are in use.
function save(
  data: Record<string, unknown>,
  locale: string,
  originalDoc?: Record<string, unknown>,
  taken: string[] = [],
) {
  const count = jest.fn(async ({ where }: { where: { and: Array<{ slug?: { equals: string } }> } }) => ({
    totalDocs: taken.includes(where.and[0]?.slug?.equals ?? '') ? 1 : 0,
  }));
  const hook = slugFromTitleIfEmpty('notices', 'notice');
  return hook({ data, originalDoc, req: { locale, payload: { count } } } as unknown as HookArgs);
}

describe('the address of a notice in two languages', () => {
  it('comes from the English title', async () => {
    await expect(save({ title: 'Winter Vacation 2026' }, 'en')).resolves.toMatchObject({
      slug: 'winter-vacation-2026',
    });
  });

  it('is never made from a Hindi title, even one with digits', async () => {
    await expect(save({ title: 'शीतकालीन अवकाश 2026' }, 'hi')).resolves.toMatchObject({ slug: 'notice' });
    await expect(save({ title: 'शीतकालीन अवकाश 2026' }, 'hi', undefined, ['notice'])).resolves.toMatchObject({
      slug: 'notice-2',
    });
  });

  it('is kept when the Hindi title is saved or changed', async () => {
    const originalDoc = { id: 7, slug: 'winter-vacation-2026', title: 'शीतकालीन अवकाश' };
    await expect(save({ title: 'शीतकालीन अवकाश (संशोधित)' }, 'hi', originalDoc)).resolves.toMatchObject({
      slug: 'winter-vacation-2026',
    });
  });
});
