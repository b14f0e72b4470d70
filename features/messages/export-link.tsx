'use client';

import { Button, useConfig, useListQuery } from '@payloadcms/ui';
import * as qs from 'qs-esm';

/**
 * Above the office's list of messages: the list as it is filtered, searched and sorted now, as a CSV file
 * (export-endpoint.ts reads the same query). A plain link: the file comes with the account's own cookie.
 */
export function ExportLink() {
  const { query } = useListQuery();
  const {
    config: { routes },
  } = useConfig();
  const search = qs.stringify({ where: query.where, search: query.search, sort: query.sort }, { addQueryPrefix: true });
  return (
    <Button el="anchor" url={`${routes.api}/messages/export.csv${search}`} buttonStyle="secondary" size="small">
      Export as CSV
    </Button>
  );
}
