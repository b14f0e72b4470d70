/** `npm run cms`: the demo CMS on its own, e.g. to point a `next dev` at it. */
import './drop-unwritable-logs.ts';
import { DEFAULT_CONTENT_FILE, startDemoCms } from '../cms/server.ts';
import { parseSettings } from '../lib/settings.ts';

const { demoCmsPort } = parseSettings(process.env);
const cms = await startDemoCms({ port: demoCmsPort });
console.log(`Demo CMS serving ${DEFAULT_CONTENT_FILE} at ${cms.apiUrl}`);
