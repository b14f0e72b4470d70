import { launchWebKit } from '../../utils/engines/webkit';
import { describeJourneys } from '../../utils/engines/journeys';

describeJourneys('webkit', launchWebKit);
