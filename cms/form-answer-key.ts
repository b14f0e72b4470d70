import { formAnswerKey } from '../lib/forms/form-answer.ts';
import { getSettings } from '../lib/settings.ts';
import { payloadSecret } from './secret.ts';

let key: Buffer | undefined;

/** The form answers' key for this site's secret (cms/secret.ts), derived once per process. */
export function siteFormAnswerKey(): Buffer {
  return (key ??= formAnswerKey(payloadSecret(getSettings())));
}
