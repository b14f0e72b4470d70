import * as migration_20261123_204359_initial from './20261123_204359_initial.ts';
import * as migration_20261124_001406_notices_calendar_gallery_alert_s3 from './20261124_001406_notices_calendar_gallery_alert_s3.ts';
import * as migration_20261124_023200_book_lists_annual_reports from './20261124_023200_book_lists_annual_reports.ts';

export const migrations = [
  {
    up: migration_20261123_204359_initial.up,
    down: migration_20261123_204359_initial.down,
    name: '20261123_204359_initial',
  },
  {
    up: migration_20261124_001406_notices_calendar_gallery_alert_s3.up,
    down: migration_20261124_001406_notices_calendar_gallery_alert_s3.down,
    name: '20261124_001406_notices_calendar_gallery_alert_s3',
  },
  {
    up: migration_20261124_023200_book_lists_annual_reports.up,
    down: migration_20261124_023200_book_lists_annual_reports.down,
    name: '20261124_023200_book_lists_annual_reports'
  },
];
