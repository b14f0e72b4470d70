import * as migration_20261123_204411_initial from './20261123_204411_initial.ts';
import * as migration_20261124_001409_notices_calendar_gallery_alert_s3 from './20261124_001409_notices_calendar_gallery_alert_s3.ts';

export const migrations = [
  {
    up: migration_20261123_204411_initial.up,
    down: migration_20261123_204411_initial.down,
    name: '20261123_204411_initial',
  },
  {
    up: migration_20261124_001409_notices_calendar_gallery_alert_s3.up,
    down: migration_20261124_001409_notices_calendar_gallery_alert_s3.down,
    name: '20261124_001409_notices_calendar_gallery_alert_s3'
  },
];
