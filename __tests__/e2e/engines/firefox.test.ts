import { launchFirefox } from '../../utils/engines/firefox';
import { describeJourneys } from '../../utils/engines/journeys';

describeJourneys('firefox', launchFirefox);
