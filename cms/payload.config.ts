import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { Users } from '../features/accounts/collection.ts';
import { RESET_MAIL_QUEUE, sendPasswordResetMail } from '../features/accounts/reset-mail.ts';
import { Alert } from '../features/alert/collection.ts';
import { AlertDeliveries, AlertSubscriptions } from '../features/alert-subscriptions/collection.ts';
import { ALERTS_MAIL_QUEUE, sendAlertConfirmation } from '../features/alert-subscriptions/confirmation-mail.ts';
import { deliverAlerts } from '../features/alert-subscriptions/delivery-mail.ts';
import { ALERTS_PUSH_QUEUE, pushAlerts } from '../features/alert-subscriptions/delivery-push.ts';
import { sendAlertDigests } from '../features/alert-subscriptions/digest-mail.ts';
import { deleteUnconfirmedSubscriptions } from '../features/alert-subscriptions/retention.ts';
import { AnnualReports } from '../features/book-lists/annual-report-collection.ts';
import { BookLists } from '../features/book-lists/book-list-collection.ts';
import { Events } from '../features/calendar/collection.ts';
import { Disclosure } from '../features/disclosure/collection.ts';
import { Documents } from '../features/documents/collection.ts';
import { Albums } from '../features/gallery/collection.ts';
import { Images } from '../features/images/collection.ts';
import { Menu } from '../features/menu/menu-collection.ts';
import { Social } from '../features/menu/social-collection.ts';
import { Messages, MessageWithdrawals, PrivacyNotices } from '../features/messages/collection.ts';
import { FormBlock } from '../features/messages/form-block-config.ts';
import { MESSAGE_MAIL_QUEUE, sendMessageMail } from '../features/messages/mail.ts';
import { deleteOldMessages } from '../features/messages/retention.ts';
import { MessageSettings } from '../features/messages/settings-collection.ts';
import { Notices } from '../features/notices/collection.ts';
import { Pages } from '../features/pages/collection.ts';
import { School } from '../features/school/collection.ts';
import { Schools } from '../features/schools/collection.ts';
import { TransferCertificates } from '../features/transfer-certificates/collection.ts';
import { TransferCertificateImports } from '../features/transfer-certificates/imports-collection.ts';
import { TransferCertificateLookups } from '../features/transfer-certificates/lookups-collection.ts';
import { deleteOldLookups } from '../features/transfer-certificates/retention.ts';
import { TransferCertificateScans } from '../features/transfer-certificates/scans-collection.ts';
import { getSettings } from '../lib/settings.ts';
import { MAX_UPLOAD_BYTES } from '../lib/upload-limits.ts';
import { withLockAccess } from './access/locks.ts';
import { apiBounds, MAX_DEPTH } from './api-bounds.ts';
import { emailAdapter } from './email.ts';
import { siteJobs } from './jobs.ts';
import { localization } from './localization.ts';
import { payloadLogDestination } from './logger.ts';
import { siteOrigins } from './origins.ts';
import { RETENTION_QUEUE } from './retention.ts';
import { pageBodyEditor } from './rich-text.ts';
import { schoolsPlugin } from './schools.ts';
import { payloadSecret } from './secret.ts';
import { sqliteFile } from './sqlite-file.ts';
import { uploadStorage } from './storage.ts';
import { whereValues } from './where-values.ts';

// Read when the server starts, never at build time: one build serves any database.
const settings = getSettings();
// Used by the commands run from the project folder (migrations, the import map, types), never by the server.
const cmsDir = resolve(/*turbopackIgnore: true*/ 'cms');

function database() {
  if (settings.databaseUrl) {
    return postgresAdapter({
      pool: { connectionString: settings.databaseUrl },
      migrationDir: join(cmsDir, 'migrations', 'postgres'),
      push: false,
    });
  }
  // Not while `next build` reads this file: the build must neither make nor copy a data folder.
  if (!settings.building) mkdirSync(settings.dataDir, { recursive: true });
  return sqliteAdapter({
    client: { url: `file:${sqliteFile(settings.dataDir)}` },
    // Write-ahead logging: visitors' reads, an editor's save and a backup (`npm run backup`, or `npm run
    // users` on the server) never wait on one another; a write that does meets a lock waits for it.
    wal: true,
    busyTimeout: 5000,
    migrationDir: join(cmsDir, 'migrations', 'sqlite'),
    // Tables come only from the committed migrations, never from a schema push. Not `prodMigrations`
    // either: the server applies the bundled ones itself (instrumentation.ts), one replica at a time.
    push: false,
  });
}

export default buildConfig({
  secret: payloadSecret(settings),
  db: database(),
  editor: pageBodyEditor,
  sharp,
  collections: [
    Pages,
    Notices,
    Events,
    Documents,
    Images,
    Albums,
    BookLists,
    AnnualReports,
    TransferCertificates,
    TransferCertificateScans,
    TransferCertificateImports,
    TransferCertificateLookups,
    Menu,
    Social,
    Messages,
    PrivacyNotices,
    MessageWithdrawals,
    AlertSubscriptions,
    AlertDeliveries,
    School,
    Disclosure,
    Alert,
    MessageSettings,
    Schools,
    Users,
  ],
  // English (the default) and Hindi: the fields marked `localized` keep a value in each (cms/localization.ts).
  localization,
  // The blocks a page's body may hold, offered by slug in the editor (cms/rich-text.ts).
  blocks: [FormBlock],
  // Uploads in UPLOADS_DIR, or with S3_BUCKET in the bucket (cms/storage.ts).
  // Then every collection's REST reads bounded (cms/api-bounds.ts), its lists of numbers checked (cms/where-values.ts).
  plugins: [uploadStorage(settings), apiBounds, whereValues, schoolsPlugin],
  admin: {
    user: Users.slug,
    // Gravatar would need the admin's policy to allow another origin, and tells it who signs in.
    avatar: 'default',
    meta: { titleSuffix: ' · School site admin', robots: 'noindex, nofollow' },
    importMap: {
      baseDir: resolve(/*turbopackIgnore: true*/ '.'),
      importMapFile: join(cmsDir, '..', 'app', '(payload)', 'admin', 'importMap.js'),
    },
    dateFormat: 'd MMMM yyyy, HH:mm',
    // The dashboard opens with what is out of date or soon will be (features/attention/rules.ts).
    components: {
      beforeDashboard: [
        '/features/attention/needs-attention.tsx#NeedsAttention',
        '/features/alert-subscriptions/subscriber-counts.tsx#SubscriberCounts',
      ],
    },
  },
  // A browser that holds an admin's cookie may write only from the site's own pages.
  csrf: siteOrigins(settings),
  cors: [],
  graphQL: { disable: true },
  telemetry: false,
  // SMTP_URL and MAIL_FROM set: mail goes out (cms/email.ts); unset: none does, and the dashboard says so.
  email: emailAdapter(settings),
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  maxDepth: MAX_DEPTH,
  jobs: siteJobs(
    [
      deleteOldLookups,
      deleteOldMessages,
      deleteUnconfirmedSubscriptions,
      sendMessageMail,
      sendPasswordResetMail,
      sendAlertConfirmation,
      deliverAlerts,
      pushAlerts,
      sendAlertDigests,
    ],
    [RETENTION_QUEUE, MESSAGE_MAIL_QUEUE],
    [RESET_MAIL_QUEUE],
    [ALERTS_MAIL_QUEUE, ALERTS_PUSH_QUEUE],
  ),
  logger: { options: { level: 'info' }, destination: payloadLogDestination },
  typescript: { outputFile: join(cmsDir, 'payload-types.ts'), autoGenerate: false },
}).then(withLockAccess);
