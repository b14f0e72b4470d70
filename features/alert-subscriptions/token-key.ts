import { payloadSecret } from '../../cms/secret.ts';
import { getSettings } from '../../lib/settings.ts';
import { alertTokenKey } from './token.ts';

let key: Buffer | undefined;

/** The alert links' key for this site's secret (cms/secret.ts), derived once per process. */
export function siteAlertTokenKey(): Buffer {
  return (key ??= alertTokenKey(payloadSecret(getSettings())));
}
