import type { ReactNode } from 'react';
import { NOT_APPLICABLE, type DocumentRow } from '@/lib/school-content';

/**
 * A disclosed document as a table row: its name as the link text, then its type and size ("PDF, 25 kB"),
 * or its name and "Not applicable". Documents kept on another site open in a new tab.
 */
export function documentRow(name: string, document: DocumentRow): [ReactNode, ReactNode] {
  if (document === NOT_APPLICABLE) return [name, NOT_APPLICABLE];
  const external = /^https:/.test(document.href);
  return [
    <a key="link" href={document.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {name}
    </a>,
    `${document.type}, ${document.size}`,
  ];
}
