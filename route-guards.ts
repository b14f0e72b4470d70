import { alertGuard } from '@/features/alert/guard';
import { menuGuard } from '@/features/menu/guard';
import { noticesGuard } from '@/features/notices/guard';
import { transferCertificateGuard } from '@/features/transfer-certificates/guard';
import { benchReferenceGuard } from '@/lib/bench-reference';
import type { RouteGuard } from '@/lib/route-guard';

/**
 * What proxy.ts asks the features before a page renders, kept apart from it so that a feature with paths
 * of its own adds a line here and the proxy stays about headers. In order: the first guard to decide ends
 * the asking, so the menu's comes last (it loads the menu for every page that gets that far, and none
 * that another guard has already answered).
 */
export const ROUTE_GUARDS: readonly RouteGuard[] = [
  alertGuard,
  benchReferenceGuard,
  transferCertificateGuard,
  noticesGuard,
  menuGuard,
];

/** The frame a page may show, for its policy: the school's map. */
export { mapEmbedUrlAt as pageFrameUrlAt } from '@/features/school/map-frame';
