import { buildFormStateHandler } from '@payloadcms/ui/utilities/buildFormState';
import type { BuildFormStateArgs, ServerFunction } from 'payload';
import { mayReadDocument } from './access/locks.ts';

/**
 * The admin's form state also takes the lock on the document being edited, written straight to the
 * database past the locks' access (cms/access/locks.ts). For a document the account may not read, the
 * form state comes without a lock: it holds nothing of the document, only what the browser sent.
 */
const formState: ServerFunction<BuildFormStateArgs> = async (args) => {
  const { collectionSlug, id, req, returnLockStatus } = args;
  if (returnLockStatus && collectionSlug && id !== undefined && !(await mayReadDocument(req, collectionSlug, id)))
    return buildFormStateHandler({ ...args, returnLockStatus: false, updateLastEdited: false });
  return buildFormStateHandler(args);
};

/** The admin's server functions that differ from Payload's own (`handleServerFunctions`). */
export const adminServerFunctions = { 'form-state': formState };
