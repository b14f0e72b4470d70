import { launchChromium } from '../../utils/engines/chromium';
import { describeJourneys } from '../../utils/engines/journeys';

describeJourneys('chromium', () => launchChromium());
