import { alertGuard } from '@/features/alert/guard';
import { menuGuard } from '@/features/menu/guard';
import { messagesGuard } from '@/features/messages/guard';
import { noticesGuard } from '@/features/notices/guard';
import { searchGuard } from '@/features/search/guard';
import { FILE_LINK_PATH } from '@/features/transfer-certificates/file-link';
import { transferCertificateGuard } from '@/features/transfer-certificates/guard';
import { benchReferenceGuard } from '@/lib/bench-reference';
import { formAnswerGuard } from '@/lib/forms/answer-guard';
import type { RouteGuard } from '@/lib/route-guard';

/**
 * What proxy.ts asks the features before a page renders, kept apart from it so that a feature with paths
 * of its own adds a line here and the proxy stays about headers. In order: the first guard to decide ends
 * the asking, so the menu's comes last (it loads the menu for every page that gets that far, and none
 * that another guard has already answered). The forms' guards only set headers: a form is answered by
 * its route handler (app/(site)/forms/).
 */
export const ROUTE_GUARDS: readonly RouteGuard[] = [
  formAnswerGuard,
  alertGuard,
  benchReferenceGuard,
  transferCertificateGuard,
  messagesGuard,
  noticesGuard,
  searchGuard,
  menuGuard,
];

/** The frame a page may show, for its policy: the school's map. */
export { mapEmbedUrlAt as pageFrameUrlAt } from '@/features/school/map-frame';

/**
 * Paths that answer a file whatever follows them, so they get a file's headers even without a file's name:
 * a TC's file link answers a malformed link exactly as a forged one.
 */
export const FILE_PATHS: readonly string[] = [`${FILE_LINK_PATH}/`];
