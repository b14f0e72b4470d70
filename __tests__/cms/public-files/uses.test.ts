import type { Field, FieldAccess } from 'payload';
import { filesInRichText, schoolDocUseOf } from '@/cms/public-files/uses';
import { Disclosure } from '@/features/disclosure/collection';
import { Documents } from '@/features/documents/collection';
import { Images } from '@/features/images/collection';

// The delete guard and the storage need Payload's runtime (ES modules only); these tests read the fields alone.
jest.mock('@/cms/hooks/refuse-delete-while-used.ts', () => ({ refuseDeleteWhileUsed: () => async () => undefined }));
jest.mock('@/cms/hooks/validate-with-schema.ts', () => ({ validateWithSchema: () => async () => undefined }));
jest.mock('@/cms/storage.ts', () => ({ uploadsDir: (collection: string) => collection }));

const named = (fields: Field[], name: string) => fields.find((field) => 'name' in field && field.name === name);

describe('the admin’s lists of documents and images', () => {
  it.each([
    ['documents', Documents],
    ['images', Images],
  ])(
    'show %s as "Public" and "Shown on the site by" columns, read-only and closed to every save',
    (_slug, collection) => {
      expect(collection.admin?.defaultColumns).toEqual(expect.arrayContaining(['public', 'usedBy']));
      for (const name of ['public', 'usedBy']) {
        const field = named(collection.fields, name);
        expect(field?.admin).toMatchObject({ readOnly: true });
        const access = field && 'access' in field ? field.access : undefined;
        const args = {} as Parameters<FieldAccess>[0];
        expect([access?.create?.(args), access?.update?.(args)]).toEqual([false, false]);
      }
    },
  );
});

describe('the files a body shows', () => {
  it('are its upload nodes of documents and images, at any depth, each once', () => {
    const upload = (relationTo: string, value: unknown) => ({ type: 'upload', relationTo, value });
    const body = {
      root: {
        type: 'root',
        children: [
          upload('images', 4),
          {
            type: 'list',
            children: [
              {
                type: 'listitem',
                children: [upload('documents', { id: 7, filename: 'fees.pdf' }), upload('images', 4)],
              },
            ],
          },
          upload('transfer-certificate-scans', 9),
          { type: 'link', fields: { url: '/documents/other.pdf' }, children: [] },
        ],
      },
    };
    expect(filesInRichText(body)).toEqual({ documents: [7], images: [4] });
    expect(filesInRichText(null)).toEqual({ documents: [], images: [] });
  });
});

describe('the disclosure’s files', () => {
  it('are the documents of its rows, except a row ticked "Not applicable"', () => {
    const disclosure = schoolDocUseOf(Disclosure);
    const doc = {
      documents: { fireSafety: { document: 3 }, stateNoc: { notApplicable: true, document: 5 } },
      results: { feeStructure: { document: { id: 8 } } },
    };
    expect(disclosure?.files(doc)).toEqual([
      { collection: 'documents', id: 3 },
      { collection: 'documents', id: 8 },
    ]);
  });
});
