import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite';

// Issue 45: alerts on a device by Web Push (features/alert-subscriptions/delivery-push.ts): a device's
// endpoint and keys, since when it has refused pushes, the channel of each row of counts, and the push job.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` ADD \`endpoint\` text;`)
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` ADD \`p256dh\` text;`)
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` ADD \`auth\` text;`)
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` ADD \`silent_since\` text;`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_endpoint_idx\` ON \`alert_subscriptions\` (\`endpoint\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_channel_endpoint_idx\` ON \`alert_subscriptions\` (\`school_id\`,\`channel\`,\`endpoint\`);`)
  await db.run(sql`ALTER TABLE \`alert_deliveries\` ADD \`channel\` text DEFAULT 'email' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`alert_subscriptions_endpoint_idx\`;`)
  await db.run(sql`DROP INDEX \`school_channel_endpoint_idx\`;`)
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` DROP COLUMN \`endpoint\`;`)
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` DROP COLUMN \`p256dh\`;`)
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` DROP COLUMN \`auth\`;`)
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` DROP COLUMN \`silent_since\`;`)
  await db.run(sql`ALTER TABLE \`alert_deliveries\` DROP COLUMN \`channel\`;`)
}
