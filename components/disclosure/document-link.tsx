import { NOT_APPLICABLE, type DocumentRow } from '@/lib/content';

/** A disclosed document: its name as the link text, then its type and size, or "Not applicable". */
export function DocumentLink({ document, name }: { document: DocumentRow; name: string }) {
  if (document === NOT_APPLICABLE) return <>{NOT_APPLICABLE}</>;
  const external = /^https:/.test(document.href);
  return (
    <>
      <a href={document.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {name}
      </a>{' '}
      <span className="document-meta">
        ({document.type}, {document.size})
      </span>
    </>
  );
}
