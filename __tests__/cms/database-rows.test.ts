import { writeOrder } from '@/cms/database-rows';

describe('writeOrder', () => {
  it('puts every table after the tables its foreign keys point at', () => {
    const references = new Map([
      ['_pages_v', new Set(['pages'])],
      ['users_sessions', new Set(['users'])],
      ['payload_locked_documents_rels', new Set(['payload_locked_documents', 'pages', 'users'])],
    ]);
    const order = writeOrder(
      ['payload_locked_documents_rels', 'users_sessions', '_pages_v', 'users', 'pages', 'payload_locked_documents'],
      references,
    );
    expect(order).toHaveLength(6);
    for (const [table, targets] of references) {
      for (const target of targets)
        expect([table, order.indexOf(target) < order.indexOf(table)]).toEqual([table, true]);
    }
  });

  it('keeps a table that points at itself or at a table the backup does not hold', () => {
    const references = new Map([['pages', new Set(['pages', 'gone'])]]);
    expect(writeOrder(['pages'], references)).toEqual(['pages']);
  });
});
