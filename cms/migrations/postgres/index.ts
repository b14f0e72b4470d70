import * as migration_20261123_204411_initial from './20261123_204411_initial.ts';
import * as migration_20261124_001409_notices_calendar_gallery_alert_s3 from './20261124_001409_notices_calendar_gallery_alert_s3.ts';
import * as migration_20261124_025819_tc_book_lists_annual_reports_valid_until from './20261124_025819_tc_book_lists_annual_reports_valid_until.ts';
import * as migration_20261124_220717_security_review from './20261124_220717_security_review.ts';
import * as migration_20261125_032852_site_version from './20261125_032852_site_version.ts';
import * as migration_20261125_064335_messages from './20261125_064335_messages.ts';
import * as migration_20261125_065115_message_withdrawals from './20261125_065115_message_withdrawals.ts';
import * as migration_20261125_065839_message_mail from './20261125_065839_message_mail.ts';
import * as migration_20261125_072127_messages_retention from './20261125_072127_messages_retention.ts';
import * as migration_20261126_074500_password_reset_mail from './20261126_074500_password_reset_mail.ts';
import * as migration_20261126_130302_localization from './20261126_130302_localization.ts';
import * as migration_20261126_161929_documents_text from './20261126_161929_documents_text.ts';
import * as migration_20261126_170000_search from './20261126_170000_search.ts';
import * as migration_20261128_042122_book_titles from './20261128_042122_book_titles.ts';
import * as migration_20261129_005957_schools from './20261129_005957_schools.ts';
import * as migration_20261206_173438_alert_subscriptions from './20261206_173438_alert_subscriptions.ts';
import * as migration_20261207_093526_push_alerts from './20261207_093526_push_alerts.ts';

export const migrations = [
  {
    up: migration_20261123_204411_initial.up,
    down: migration_20261123_204411_initial.down,
    name: '20261123_204411_initial',
  },
  {
    up: migration_20261124_001409_notices_calendar_gallery_alert_s3.up,
    down: migration_20261124_001409_notices_calendar_gallery_alert_s3.down,
    name: '20261124_001409_notices_calendar_gallery_alert_s3',
  },
  {
    up: migration_20261124_025819_tc_book_lists_annual_reports_valid_until.up,
    down: migration_20261124_025819_tc_book_lists_annual_reports_valid_until.down,
    name: '20261124_025819_tc_book_lists_annual_reports_valid_until',
  },
  {
    up: migration_20261124_220717_security_review.up,
    down: migration_20261124_220717_security_review.down,
    name: '20261124_220717_security_review',
  },
  {
    up: migration_20261125_032852_site_version.up,
    down: migration_20261125_032852_site_version.down,
    name: '20261125_032852_site_version',
  },
  {
    up: migration_20261125_064335_messages.up,
    down: migration_20261125_064335_messages.down,
    name: '20261125_064335_messages',
  },
  {
    up: migration_20261125_065115_message_withdrawals.up,
    down: migration_20261125_065115_message_withdrawals.down,
    name: '20261125_065115_message_withdrawals',
  },
  {
    up: migration_20261125_065839_message_mail.up,
    down: migration_20261125_065839_message_mail.down,
    name: '20261125_065839_message_mail',
  },
  {
    up: migration_20261125_072127_messages_retention.up,
    down: migration_20261125_072127_messages_retention.down,
    name: '20261125_072127_messages_retention',
  },
  {
    up: migration_20261126_074500_password_reset_mail.up,
    down: migration_20261126_074500_password_reset_mail.down,
    name: '20261126_074500_password_reset_mail',
  },
  {
    up: migration_20261126_130302_localization.up,
    down: migration_20261126_130302_localization.down,
    name: '20261126_130302_localization',
  },
  {
    up: migration_20261126_161929_documents_text.up,
    down: migration_20261126_161929_documents_text.down,
    name: '20261126_161929_documents_text',
  },
  {
    up: migration_20261126_170000_search.up,
    down: migration_20261126_170000_search.down,
    name: '20261126_170000_search',
  },
  {
    up: migration_20261128_042122_book_titles.up,
    down: migration_20261128_042122_book_titles.down,
    name: '20261128_042122_book_titles',
  },
  {
    up: migration_20261129_005957_schools.up,
    down: migration_20261129_005957_schools.down,
    name: '20261129_005957_schools',
  },
  {
    up: migration_20261206_173438_alert_subscriptions.up,
    down: migration_20261206_173438_alert_subscriptions.down,
    name: '20261206_173438_alert_subscriptions',
  },
  {
    up: migration_20261207_093526_push_alerts.up,
    down: migration_20261207_093526_push_alerts.down,
    name: '20261207_093526_push_alerts'
  },
];
