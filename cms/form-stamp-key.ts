import { formStampKey } from '../lib/forms/form-stamp.ts';
import { getSettings } from '../lib/settings.ts';
import { payloadSecret } from './secret.ts';

let key: Buffer | undefined;

/**
 * The form stamps' key for this site's secret (cms/secret.ts), derived once per process: the proxy and the
 * page cache make a stamp for every page they send, and the secret may be read from a file.
 */
export function siteFormStampKey(): Buffer {
  return (key ??= formStampKey(payloadSecret(getSettings())));
}
